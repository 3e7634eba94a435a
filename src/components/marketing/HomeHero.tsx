import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { useWords } from '../../i18n/words';
import { color, mq, space, text, weight } from '../../styles/theme';
import { deferredSection } from '../../app/deferred';
import { ActionRow } from '../ui/ActionRow';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { IntroBand, IntroText } from '../ui/PageIntro';
import { StoreBadges } from './StoreBadges';

/** Illustration only: visible at once from the server, hydrated after the first load. */
const SampleRewardsCard = deferredSection(() =>
  import('./SampleRewardsCard').then((module) => module.SampleRewardsCard),
);

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
export function HomeHero({ heading }: { heading: string }) {
  const content = useWords('homeHero').homeHero;
  return (
    <IntroBand size="hero">
      <Inner>
        <Copy>
          <IntroText heading={heading} eyebrow={content.eyebrow} lead={content.lead} size="hero" />
          <ActionRow align="start">
            <ButtonLink to={content.primaryAction.to} size="lg">
              {content.primaryAction.label}
              <ArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={content.secondaryAction.to} size="lg" variant="secondary">
              {content.secondaryAction.label}
            </ButtonLink>
          </ActionRow>
          <Stores>
            <p id={STORES_LABEL_ID}>{content.storesLabel}</p>
            <StoreBadges labelledBy={STORES_LABEL_ID} />
          </Stores>
        </Copy>
        <CardSlot>
          <SampleRewardsCard />
        </CardSlot>
      </Inner>
    </IntroBand>
  );
}
