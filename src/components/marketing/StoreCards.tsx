import styled from '@emotion/styled';
import { useStoreLinks } from './campaign';
import { useSiteConfig } from '../../app/siteConfig';
import { useMessages } from '../../i18n/messages';
import { color, gradient, mq, radius, space, text, weight } from '../../styles/theme';
import { Card } from '../ui/Card';
import { BareList } from '../ui/BareList';
import { iconHolder } from '../ui/iconHolder';
import { orderedListings, StoreBadge, StoreLogo } from './StoreBadges';
import { StoreQrCode } from './StoreQrCode';

/** Compact, for the page's first screen: the platform, then its badge. */
const StoreCard = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  justify-items: start;
  gap: ${space[4]};
  padding: ${space[5]};
  > a {
    grid-column: 1 / -1;
  }
  h2 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
`;

const ScanCard = styled(Card)`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${space[4]};
`;

/**
 * The install code's card shows only from `md`, where a visitor is likely on a computer with a
 * phone at hand, at the list's start beside both stores.
 */
const Cards = styled(BareList)`
  width: 100%;
  > [data-scan] {
    display: none;
  }
  ${mq.md} {
    grid-template-columns: auto minmax(0, 1fr);
    > [data-scan] {
      display: block;
      grid-row: span 2;
    }
  }
`;

const Logo = styled.span`
  ${iconHolder('3rem')}
  border-radius: ${radius.md};
  background: ${gradient.ink};
  color: ${color.onInk};
`;

/**
 * The ways to install, for the page's first screen: on a wide screen the install code first (one
 * code for both phones, decision 025), then a card per platform with its store's badge linking
 * to the listing in a new tab, the device's own first once it is known. `spot` names the
 * placement the links are attributed to.
 */
export function StoreCards({ spot }: { spot: string }) {
  const links = useStoreLinks(spot);
  const code = useSiteConfig().installCode;
  const { label, caption } = useMessages('appDownload').group('installCode');
  return (
    <Cards gap={4} id="stores">
      {code ? (
        <li data-scan="">
          <ScanCard>
            <StoreQrCode code={code} label={label} caption={caption} />
          </ScanCard>
        </li>
      ) : null}
      {orderedListings(links).map(({ key, listing }) => (
        <li key={key}>
          <StoreCard>
            <Logo>
              <StoreLogo src={listing.logo} width={24} height={24} alt="" />
            </Logo>
            <h2>{listing.platform}</h2>
            <StoreBadge listing={listing} href={links.hrefs[listing.id]} />
          </StoreCard>
        </li>
      ))}
    </Cards>
  );
}
