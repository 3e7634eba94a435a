import styled from '@emotion/styled';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { homeHeroActions } from '../../content/homeHeroData';
import { useMessages } from '../../i18n/messages';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { riseOnArrival } from '../../styles/motionCss';
import { ActionRow } from '../ui/ActionRow';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { IntroBand, IntroText } from '../ui/IntroText';
import { AppPhone } from '../phone/AppPhone';
import { DEVICE_SIZE } from '../phone/deviceSize';
import { deferredSection } from '../../app/deferred';

const Inner = styled(Container)`
  display: grid;
  gap: ${space[12]};
  align-items: center;
  ${mq.lg} {
    /* The phone's width from the first paint, and the words at the top of the row: they neither
       rewrap nor move while the rest of the opening and the phone arrive in the stream. */
    grid-template-columns: minmax(0, 1fr) ${DEVICE_SIZE.width};
    align-items: start;
  }
`;

const TextColumn = styled.div`
  display: grid;
  gap: ${space[6]};
  justify-items: start;
  ${riseOnArrival}
`;

const Stores = styled.div`
  display: grid;
  gap: ${space[2]};
  p {
    color: ${color.textMuted};
    font-size: ${text.sm};
    font-weight: ${weight.medium};
  }
  /* A badge's height, kept before a client navigation's badges arrive. */
  > ul {
    min-height: 3.25rem;
  }
`;

/**
 * The store badges: links that work as the server wrote them, so their code and words follow the
 * first load (decision 005) and hydrate then, with the visit's campaign and device (decision 025).
 */
const HeroStoreBadges = deferredSection<{ labelledBy: string; spot: string }>(
  () => import('./stores').then(({ StoreBadges }) => StoreBadges),
  { messages: ['stores'] },
);

/** The phone, on a soft disc of the accent (its text alternative says it is an illustration, with sample figures). */
const PhoneSlot = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  &::before {
    content: '';
    position: absolute;
    inset-block-start: 10%;
    inset-inline: 0;
    width: min(26rem, 100%);
    aspect-ratio: 1;
    margin-inline: auto;
    border-radius: ${radius.pill};
    background: radial-gradient(closest-side, ${color.primarySoft}, transparent);
  }
  > * {
    position: relative;
  }
`;

const STORES_LABEL_ID = 'home-hero-stores';

/** The home page's opening: headline, lead, actions, store badges, and the app's rewards screen in a phone: the demo earner's balance, a reward arriving, and spec §2's sample rewards card. */
export function HomeHero({ heading }: { heading: string }) {
  const words = useMessages('homeHero').group('homeHero');
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
            <HeroStoreBadges labelledBy={STORES_LABEL_ID} spot="hero" />
          </Stores>
        </TextColumn>
        <PhoneSlot>
          <AppPhone screen="rewards" arrival="load" layered />
        </PhoneSlot>
      </Inner>
    </IntroBand>
  );
}
