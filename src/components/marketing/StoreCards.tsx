import styled from '@emotion/styled';
import { storeListings } from '../../content/storesData';
import { useWords } from '../../i18n/words';
import { color, gradient, radius, space, text, weight } from '../../styles/theme';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { iconHolder } from '../ui/iconHolder';
import { StoreBadge, StoreLogo } from './StoreBadges';

const StoreCard = styled(Card)`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${space[4]};
  padding: ${space[8]};
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

/** One card per platform, each with its store's badge linking to the listing in a new tab. */
export function StoreCards() {
  const words = useWords('stores').storeListings;
  return (
    <CardGrid columns={2}>
      {storeListings.map((listing) => (
        <li key={listing.id}>
          <StoreCard>
            <Logo>
              <StoreLogo src={listing.logo} width={28} height={28} alt="" />
            </Logo>
            <h3>{listing.platform}</h3>
            <p>{words[listing.id].description}</p>
            <Badge listing={listing} />
          </StoreCard>
        </li>
      ))}
    </CardGrid>
  );
}
