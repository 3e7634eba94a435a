import styled from '@emotion/styled';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { homeHeroActions } from '../../content/homeHeroData';
import { useWords } from '../../i18n/words';
import { color, mq, space, text, weight } from '../../styles/theme';
import { deferredSection } from '../../app/deferred';
import { ActionRow } from '../ui/ActionRow';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { IntroBand, IntroText } from '../ui/PageIntro';
import { StoreBadges } from './StoreBadges';

/** Illustration only: visible at once from the server, hydrated after the first load. */
const SampleRewardsCard = deferredSection(() => import('./SampleRewardsCard').then((module) => module.SampleRewardsCard));

const Inner = styled(Container)`
  display: grid;
  gap: ${space[12]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
  }
`;

const TextColumn = styled.div`
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
  const words = useWords('homeHero').homeHero;
  return (
    <IntroBand size="hero">
      <Inner>
        <TextColumn>
          <IntroText heading={heading} eyebrow={words.eyebrow} lead={words.lead} size="hero" />
          <ActionRow align="start">
            <ButtonLink to={homeHeroActions.primary} size="lg">
              {words.primaryAction}
              <ArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={homeHeroActions.secondary} size="lg" variant="secondary">
              {words.secondaryAction}
            </ButtonLink>
          </ActionRow>
          <Stores>
            <p id={STORES_LABEL_ID}>{words.storesLabel}</p>
            <StoreBadges labelledBy={STORES_LABEL_ID} />
          </Stores>
        </TextColumn>
        <CardSlot>
          <SampleRewardsCard />
        </CardSlot>
      </Inner>
    </IntroBand>
  );
}
