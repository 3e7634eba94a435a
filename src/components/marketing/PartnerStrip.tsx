import styled from '@emotion/styled';
import { partners } from '../../content/proof';
import { useMessages } from '../../i18n/messages';
import { color, filter, mq, space } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { Container } from '../ui/Container';
import { Eyebrow } from '../ui/Eyebrow';

/** Every partner wordmark is drawn on this canvas, so all five line up at one height. */
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

const Band = styled.section`
  padding-block: ${space[10]};
  border-block: 1px solid ${color.border};
  background: ${color.bg};
`;

const Title = styled(Eyebrow.withComponent('h2'))`
  margin-bottom: ${space[6]};
  text-align: center;
`;

const Logos = styled(BareList)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[6]} ${space[4]};
  justify-items: center;
  align-items: center;
  ${mq.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  li:last-of-type {
    grid-column: 1 / -1;
    ${mq.md} {
      grid-column: auto;
    }
  }
  img {
    width: ${LOGO_WIDTH}px;
    max-width: 100%;
    /* One ink, dimmed to sit below the heading: slate on light, white by filter.logo on dark. */
    opacity: 0.7;
    filter: ${filter.logo};
  }
`;

const HEADING_ID = 'partners-title';

/** The trusted-partners strip: five wordmarks in a quiet row. */
export function PartnerStrip() {
  const { title } = useMessages('homeSections').group('partnersStrip');
  return (
    <Band aria-labelledby={HEADING_ID}>
      <Container>
        <Title id={HEADING_ID} tone="muted">
          {title}
        </Title>
        <Logos>
          {partners.map((partner) => (
            <li key={partner.name}>
              <img src={partner.logo} alt={partner.name} width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" decoding="async" />
            </li>
          ))}
        </Logos>
      </Container>
    </Band>
  );
}
