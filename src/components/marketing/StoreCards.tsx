import styled from '@emotion/styled';
import { storeListings } from '../../content/storesData';
import { useMessages } from '../../i18n/messages';
import { color, gradient, mq, radius, space, text, weight } from '../../styles/theme';
import { Card } from '../ui/Card';
import { BareList } from '../ui/BareList';
import { iconHolder } from '../ui/iconHolder';
import { StoreBadge, StoreLogo } from './StoreBadges';
import { StoreQrCode } from './StoreQrCode';

/** The QR code (shown from `md`) stands at the card's inline end, level with the logo. */
const StoreCard = styled(Card)`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${space[4]};
  padding: ${space[6]};
  ${mq.md} {
    padding: ${space[8]};
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${space[8]};
    > figure {
      grid-column: 2;
      grid-row: 1 / span 4;
      align-self: start;
    }
  }
  h3 {
    font-size: ${text['2xl']};
    font-weight: ${weight.bold};
  }
  p {
    color: ${color.textMuted};
  }
`;

const Logo = styled.span`
  ${iconHolder('3.5rem')}
  border-radius: ${radius.lg};
  background: ${gradient.ink};
  color: ${color.onInk};
`;

const Badge = styled(StoreBadge)`
  margin-top: ${space[2]};
`;

/**
 * One card per platform, one above the other, each with its store's badge linking to the listing
 * in a new tab and, on wide screens, the listing's QR code for the visitor's phone.
 */
export function StoreCards() {
  const words = useMessages('stores').group('storeListings');
  return (
    <BareList gap={6}>
      {storeListings.map((listing) => (
        <li key={listing.id}>
          <StoreCard>
            <Logo>
              <StoreLogo src={listing.logo} width={28} height={28} alt="" />
            </Logo>
            <h3>{listing.platform}</h3>
            <p>{words[listing.id].description}</p>
            <Badge listing={listing} />
            <StoreQrCode id={listing.id} />
          </StoreCard>
        </li>
      ))}
    </BareList>
  );
}
