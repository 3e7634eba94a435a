import styled from '@emotion/styled';
import { storeListings, type StoreListing } from '../../content/storesData';
import { useMessages } from '../../i18n/messages';
import { color, leading, mq, radius, shadow, space, text, tracking, weight } from '../../styles/theme';
import { useStoreLinks, type StoreLinks } from './campaign';
import { BareList } from '../ui/BareList';
import { ExternalLink } from '../ui/ExternalLink';

const Badge = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space[3]};
  min-height: 3.25rem;
  padding: ${space[2]} ${space[5]} ${space[2]} ${space[4]};
  border: 1px solid ${color.inkEdge};
  border-radius: ${radius.md};
  background: ${color.ink};
  box-shadow: ${shadow.sm};
  color: ${color.onInk};
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    transform 0.15s ease;
  &:hover {
    background: ${color.inkSoft};
    transform: translateY(-1px);
  }
  /* The customary two lines: the caption, small, over the store's name. */
  [data-lines] {
    display: grid;
    line-height: ${leading.snug};
    text-align: start;
    > :first-child {
      font-size: ${text.xs};
      letter-spacing: ${tracking.wide};
    }
    > :last-child {
      white-space: nowrap;
      font-size: ${text.lg};
      font-weight: ${weight.semibold};
      letter-spacing: ${tracking.snug};
    }
  }
`;

/**
 * A store's logo: white on transparent, drawn on the badge's ink. Forced colours replace that ink
 * with the visitor's background, often white: there the logo keeps a dark tile of its own.
 */
export const StoreLogo = styled.img`
  ${mq.forcedColors} {
    forced-color-adjust: none;
    border-radius: ${radius.sm};
    background: ${color.ink};
  }
`;

/**
 * One store's download badge, drawn locally: the store's logo and its customary two lines, linking
 * to `href` (the listing, attributed: src/components/marketing/campaign.ts).
 */
export function StoreBadge({ listing, href, className }: { listing: StoreListing; href: string; className?: string }) {
  const badgeCaption = useMessages('stores')(`storeListings.${listing.id}.badgeCaption`);
  return (
    <Badge href={href} className={className}>
      <StoreLogo src={listing.logo} width={26} height={26} alt="" />
      <span data-lines="">
        <span>{badgeCaption} </span>
        <span>{listing.store}</span>
      </span>
    </Badge>
  );
}

/**
 * The stores in the order the device wants them: an iPhone's App Store first, else the document's
 * order. Each item's key names the order, so once the device is known after hydration a
 * reordered list is drawn anew rather than its items moved: nothing the visitor already sees
 * shifts under them (decision 025).
 */
export function orderedListings({ platform }: Pick<StoreLinks, 'platform'>) {
  const order = platform === 'ios' ? [...storeListings].reverse() : storeListings;
  return order.map((listing) => ({ key: `${order[0].id} ${listing.id}`, listing }));
}

/**
 * Both store badges side by side, each opening its listing in a new tab: the device's store first
 * once it is known, the other beside it. `spot` names the placement its links are attributed to.
 */
export function StoreBadges({ labelledBy, spot }: { labelledBy: string; spot: string }) {
  const links = useStoreLinks(spot);
  return (
    <BareList inline gap={3} aria-labelledby={labelledBy}>
      {orderedListings(links).map(({ key, listing }) => (
        <li key={key}>
          <StoreBadge listing={listing} href={links.hrefs[listing.id]} />
        </li>
      ))}
    </BareList>
  );
}
