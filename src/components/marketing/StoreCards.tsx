import styled from '@emotion/styled';
import { storeListings } from '../../content/storesData';
import { color, gradient, mq, radius, space, text, weight } from '../../styles/theme';
import { Card } from '../ui/Card';
import { BareList } from '../ui/BareList';
import { iconHolder } from '../ui/iconHolder';
import { StoreBadge, StoreLogo } from './StoreBadges';
import { StoreQrCode } from './StoreQrCode';

/**
 * Compact, for the page's first screen: the platform, then its badge; on wide screens the
 * listing's QR code stands at the card's inline end, beside both.
 */
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
  ${mq.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    column-gap: ${space[6]};
    > figure {
      grid-column: 3;
      grid-row: 1 / span 2;
    }
    > a {
      grid-column: 1 / span 2;
    }
  }
  /* Two cards side by side in the opening's first column: the code under the badge. */
  ${mq.lg} {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${space[4]};
    > figure {
      grid-column: 1 / -1;
      grid-row: auto;
      justify-self: start;
    }
    > a {
      grid-column: 1 / -1;
    }
  }
  h2 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
`;

const Cards = styled(BareList)`
  width: 100%;
  ${mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Logo = styled.span`
  ${iconHolder('3rem')}
  border-radius: ${radius.md};
  background: ${gradient.ink};
  color: ${color.onInk};
`;

/**
 * One card per platform, one above the other (side by side on a wide screen), each with its store's badge linking to the listing
 * in a new tab and, on wide screens, the listing's QR code for the visitor's phone.
 */
export function StoreCards() {
  return (
    <Cards gap={4} id="stores">
      {storeListings.map((listing) => (
        <li key={listing.id}>
          <StoreCard>
            <Logo>
              <StoreLogo src={listing.logo} width={24} height={24} alt="" />
            </Logo>
            <h2>{listing.platform}</h2>
            <StoreBadge listing={listing} />
            <StoreQrCode id={listing.id} />
          </StoreCard>
        </li>
      ))}
    </Cards>
  );
}
