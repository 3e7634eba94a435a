import styled from '@emotion/styled';
import { storeListings, type StoreListing } from '../../content/storesData';
import { useMessages } from '../../i18n/messages';
import { color, leading, mq, radius, shadow, space, text, tracking, weight } from '../../styles/theme';
import { useOutboundLinks } from '../../app/campaign';
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

const Lines = styled.span`
  display: grid;
  line-height: ${leading.snug};
  text-align: start;
`;

const Caption = styled.span`
  font-size: ${text.xs};
  letter-spacing: ${tracking.wide};
`;

const Store = styled.span`
  font-size: ${text.lg};
  font-weight: ${weight.semibold};
  letter-spacing: ${tracking.snug};
`;

/**
 * One store's download badge, drawn locally: the store's logo and its customary two lines. Its
 * link carries the visit's campaign once the page is hydrated (decision 021).
 */
export function StoreBadge({ listing, className }: { listing: StoreListing; className?: string }) {
  const links = useOutboundLinks();
  const badgeCaption = useMessages('stores')(`storeListings.${listing.id}.badgeCaption`);
  return (
    <Badge href={links[listing.id]} className={className}>
      <StoreLogo src={listing.logo} width={26} height={26} alt="" />
      <Lines>
        <Caption>{badgeCaption} </Caption>
        <Store>{listing.store}</Store>
      </Lines>
    </Badge>
  );
}

/** Both store badges side by side, each opening its listing in a new tab. */
export function StoreBadges({ labelledBy }: { labelledBy: string }) {
  return (
    <BareList inline gap={3} aria-labelledby={labelledBy}>
      {storeListings.map((listing) => (
        <li key={listing.id}>
          <StoreBadge listing={listing} />
        </li>
      ))}
    </BareList>
  );
}
