import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { homeHero as content } from '../../content/homeHero';
import { color, gradient, mq, space, text, weight } from '../../styles/theme';
import { deferredSection } from '../DeferredHydration';
import { useCurrentRoute } from '../useCurrentRoute';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { StoreBadges } from './StoreBadges';

/** Illustration only: visible at once from the server, hydrated after the first load. */
const SampleRewardsCard = deferredSection(() =>
  import('./SampleRewardsCard').then((module) => module.SampleRewardsCard),
);

const Band = styled.section`
  overflow: hidden;
  background: ${gradient.hero};
  padding-block: ${space[12]} ${space[16]};
  ${mq.md} {
    padding-block: ${space[20]};
  }
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${space[12]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${space[6]};
  justify-items: start;
`;

const Eyebrow = styled.p`
  color: ${color.primary};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Heading = styled.h1`
  font-size: ${text.display};
  font-weight: ${weight.black};
  letter-spacing: -0.03em;
  line-height: 1.05;
`;

const Lead = styled.p`
  max-width: 36rem;
  color: ${color.textMuted};
  font-size: ${text.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

const Stores = styled.div`
  display: grid;
  gap: ${space[2]};
  p {
    color: ${color.textMuted};
    font-size: ${text.sm};
    font-weight: ${weight.medium};
  }
`;

const CardSlot = styled.div`
  display: flex;
  justify-content: center;
`;

const STORES_LABEL_ID = 'home-hero-stores';

/** The home page's opening: headline, lead, actions, store badges and the sample rewards card. */
export function HomeHero() {
  const { heading } = useCurrentRoute();
  return (
    <Band>
      <Inner>
        <Copy>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Heading>{heading}</Heading>
          <Lead>{content.lead}</Lead>
          <Actions>
            <ButtonLink to={content.primaryAction.to} size="lg">
              {content.primaryAction.label}
              <ArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={content.secondaryAction.to} size="lg" variant="secondary">
              {content.secondaryAction.label}
            </ButtonLink>
          </Actions>
          <Stores>
            <p id={STORES_LABEL_ID}>{content.storesLabel}</p>
            <StoreBadges labelledBy={STORES_LABEL_ID} />
          </Stores>
        </Copy>
        <CardSlot>
          <SampleRewardsCard />
        </CardSlot>
      </Inner>
    </Band>
  );
}
