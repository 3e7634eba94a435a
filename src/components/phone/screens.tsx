import styled from '@emotion/styled';
import Check from 'lucide-react/icons/check';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Coins from 'lucide-react/icons/coins';
import Flame from 'lucide-react/icons/flame';
import CircleCheck from 'lucide-react/icons/circle-check';
import Timer from 'lucide-react/icons/timer';
import Mail from 'lucide-react/icons/mail';
import ImageIcon from 'lucide-react/icons/image';
import { useSiteConfig } from '../../app/siteConfig';
import AudioLines from 'lucide-react/icons/audio-lines';
import FileCheck from 'lucide-react/icons/file-check';
import Receipt from 'lucide-react/icons/receipt';
import Tag from 'lucide-react/icons/tag';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import {
  appLabels,
  appQuestFilters,
  appQuestIds,
  earnerMoney,
  labelingProgress,
  streakProgress,
  type AppQuestId,
  type AppScreenId,
  type AppTabId,
} from '../../content/appScreensData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { color, mq, motion, radius, shadow, space, text, weight } from '../../styles/theme';
import { forwardAllBut } from '../ui/forwardProps';
import { BrandMark } from '../layout/BrandMark';
import { PhoneFrame, type Arrival } from './PhoneFrame';
import { StreetScene } from './StreetScene';
import { Chips, QuestIcon, QuestRow, ScreenButton, ScreenCard, ScreenHeader, ScreenNote, ScreenProgress, ScreenTag } from './screenParts';

/** What a screen may be told by its page. */
interface ScreenProps {
  layered: boolean;
}

const progressFigure = `${labelingProgress.completed}/${labelingProgress.total}`;

const QUEST_ICONS: Record<AppQuestId, LucideIcon> = {
  imageLabeling: Tag,
  textVerification: FileCheck,
  audioTranscription: AudioLines,
  receiptUpload: Receipt,
};

/* Sign-up: the app's first screen. */

const Welcome = styled.div`
  display: grid;
  gap: ${space[3]};
  text-align: center;
  justify-items: center;
`;

const WelcomeBrand = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${text.lg};
  font-weight: ${weight.black};
`;

const WelcomeTitle = styled.p`
  font-size: ${text['2xl']};
  font-weight: ${weight.black};
  line-height: 1.15;
`;

const Stack = styled.div`
  display: grid;
  gap: ${space[2]};
  width: 100%;
  margin-block-start: ${space[2]};
`;

const Assurance = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space[1]};
  color: ${color.textMuted};
  svg {
    color: ${color.success};
  }
`;

const Timing = styled(ScreenCard)`
  grid-template-columns: auto 1fr;
  align-items: center;
  width: 100%;
  text-align: start;
  font-weight: ${weight.semibold};
  svg {
    color: ${color.primary};
  }
`;

function WelcomeScreen() {
  const words = useMessages('appScreens').group('welcome');
  const { brand } = useSiteConfig();
  return (
    <Welcome>
      <WelcomeBrand>
        <BrandMark size={36} />
        {brand}
      </WelcomeBrand>
      <WelcomeTitle>{words.title}</WelcomeTitle>
      <p>{words.lead}</p>
      <Stack>
        <ScreenButton variant="secondary">{words.google}</ScreenButton>
        <ScreenButton>
          <Mail size={16} aria-hidden="true" />
          {words.email}
        </ScreenButton>
      </Stack>
      <Assurance>
        <Check size={14} strokeWidth={3} aria-hidden="true" />
        {words.note}
      </Assurance>
      <Timing>
        <Timer size={20} aria-hidden="true" />
        {words.timing}
      </Timing>
    </Welcome>
  );
}

/* The quest list. */

const QuestCards = styled.div`
  display: grid;
  gap: ${space[2]};
`;

/** The day so far, at the list's foot: the demo earner's earnings today and streak. */
const Today = styled(ScreenCard)`
  grid-template-columns: auto 1fr auto;
  align-items: center;
  background: ${color.primarySoft};
  border-color: transparent;
  font-weight: ${weight.semibold};
  svg {
    color: ${color.primary};
  }
  strong {
    font-size: ${text.sm};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

function QuestListScreen() {
  const t = useMessages('appScreens', numbers);
  const quests = t.group('quests');
  const list = t.group('questList');
  return (
    <>
      <ScreenHeader title={list.title} subtitle={list.lead} />
      <Chips inline>
        {appQuestFilters.map((filter, index) => (
          <li key={filter} data-chosen={index === 0 ? '' : undefined}>
            {list.filters[filter]}
          </li>
        ))}
      </Chips>
      <QuestCards>
        {appQuestIds.map((id, index) => (
          <ScreenCard key={id}>
            <QuestRow>
              <QuestIcon icon={QUEST_ICONS[id]} />
              <div>
                <p>{quests[id].name}</p>
                <p>{quests[id].detail}</p>
              </div>
              {index === 0 ? <ScreenTag>{progressFigure}</ScreenTag> : <ChevronRight size={16} aria-hidden="true" />}
            </QuestRow>
            {index === 0 ? <ScreenProgress {...labelingProgress} /> : null}
          </ScreenCard>
        ))}
      </QuestCards>
      <Today>
        <Flame size={16} aria-hidden="true" />
        <span>{list.today}</span>
        <strong>{t('money.gain', { amount: earnerMoney.today })}</strong>
      </Today>
    </>
  );
}

/* A labelling quest under way. */

const QuestBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${weight.bold};
  span:first-of-type {
    flex: 1;
  }
`;

const Instruction = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  font-weight: ${weight.semibold};
  svg {
    flex: none;
    color: ${color.primary};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space[2]};
`;

function LabelingScreen() {
  const t = useMessages('appScreens');
  const quests = t.group('quests');
  const labeling = t.group('labeling');
  return (
    <>
      <QuestBar>
        <ChevronLeft size={18} aria-hidden="true" />
        <span>{quests.imageLabeling.name}</span> <ScreenTag>{progressFigure}</ScreenTag>
      </QuestBar>
      <ScreenProgress {...labelingProgress} />
      <Instruction>
        <ImageIcon size={16} aria-hidden="true" />
        {labeling.instruction}
      </Instruction>
      <StreetScene labels={labeling.labels} />
      <Chips inline>
        {appLabels.map((label, index) => (
          <li key={label} data-chosen={index === 0 ? '' : undefined}>
            {labeling.labels[label]}
          </li>
        ))}
      </Chips>
      <ScreenNote>{labeling.tip}</ScreenNote>
      <Actions>
        <ScreenButton variant="secondary">{labeling.skip}</ScreenButton>
        <ScreenButton>{labeling.submit}</ScreenButton>
      </Actions>
    </>
  );
}

/*
 * Rewards: the demo earner's balance and the moment a quest's reward arrives, the streak, and the
 * quest under way with its next reward (spec §9's sample rewards card).
 */

const Balance = styled.div`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3]};
  border-radius: ${radius.lg};
  background: ${color.primaryFill};
  color: ${color.onPrimary};
`;

const BalanceHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[1]} ${space[2]};
  p:first-of-type {
    font-size: ${text['2xs']};
    font-weight: ${weight.semibold};
  }
`;

const Amount = styled.p`
  font-size: ${text['2xl']};
  font-weight: ${weight.black};
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A small label on the accent: today's earnings, the streak's bonus. */
const OnAccentTag = styled.span`
  flex: none;
  padding: 0.125rem ${space[2]};
  border-radius: ${radius.pill};
  background: ${color.onPrimary};
  color: ${color.primaryFill};
  font-size: ${text['2xs']};
  font-weight: ${weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StreakRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[2]};
  padding-block-start: ${space[2]};
  border-block-start: 1px solid color-mix(in srgb, ${color.onPrimary} 30%, transparent);
  font-size: ${text['2xs']};
  font-weight: ${weight.semibold};
  > span:first-of-type {
    display: flex;
    align-items: center;
    gap: ${space[1]};
  }
  svg {
    flex: none;
  }
`;

/** One dot per day of the streak's goal, the days done filled. */
const Days = styled.span`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: repeat(${streakProgress.total}, 1fr);
  gap: ${space[1]};
  span {
    height: 0.3125rem;
    border-radius: ${radius.pill};
    background: ${color.onPrimary};
  }
  [data-open] {
    opacity: 0.35;
  }
`;

/**
 * The moment of earning: a quest passes verification and its reward lands. Where the page has
 * room (`layered`, from \`lg\`), the card stands out past the phone's edge, over the picture.
 */
const Verified = styled(ScreenCard, { shouldForwardProp: forwardAllBut('layered') })<{ layered: boolean }>`
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  box-shadow: ${shadow.md};
  > svg {
    color: ${color.success};
  }
  strong {
    color: ${color.success};
    font-size: ${text.sm};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${mq.motionOk} {
    [data-arrival='load'] &,
    [data-arrival='playing'] & {
      animation: enter ${motion.enter} 0.5s both;
    }
  }
  ${({ layered }) =>
    layered &&
    `
    ${mq.lg} {
      --reach: -2.75rem;
      [dir='rtl'] & {
        --reach: 2.75rem;
      }
      position: relative;
      z-index: 1;
      transform: translateX(var(--reach)) rotate(-2deg);
      box-shadow: ${shadow.lg};
    }
  `}
`;

const ProgressHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[2]};
  color: ${color.textMuted};
  font-size: ${text['2xs']};
  font-weight: ${weight.semibold};
  span:last-of-type {
    color: ${color.text};
    font-variant-numeric: tabular-nums;
  }
`;

const NextReward = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  font-weight: ${weight.semibold};
  svg {
    flex: none;
    color: ${color.primary};
  }
`;

function RewardsScreen({ layered }: ScreenProps) {
  const t = useMessages('appScreens', numbers);
  const quests = t.group('quests');
  const rewards = t.group('rewards');
  return (
    <>
      <ScreenHeader title={rewards.title} />
      <Balance>
        <BalanceHead>
          <p>{rewards.balanceLabel}</p>
          <OnAccentTag>{t('money.today', { amount: earnerMoney.today })}</OnAccentTag>
        </BalanceHead>
        <Amount>{t('money.usd', { amount: earnerMoney.total })}</Amount>
        <StreakRow>
          <span>
            <Flame size={14} aria-hidden="true" />
            {rewards.streak.name} · {rewards.streak.progress}
          </span>{' '}
          {/* The space keeps the bonus apart from the progress where no style does (reader mode); the row's layout drops it. */}
          <OnAccentTag>{rewards.streak.bonus}</OnAccentTag>
          <Days>
            {Array.from({ length: streakProgress.total }, (_, day) => (
              <span key={day} data-open={day >= streakProgress.completed ? '' : undefined} />
            ))}
          </Days>
        </StreakRow>
      </Balance>
      <Verified layered={layered}>
        <CircleCheck size={20} aria-hidden="true" />
        <QuestRow>
          <div>
            <p>{rewards.verified.title}</p>
            <p>{quests.imageLabeling.name}</p>
          </div>
        </QuestRow>
        <strong>{t('money.gain', { amount: earnerMoney.verifiedReward })}</strong>
      </Verified>
      <ScreenCard>
        <ProgressHead>
          <span>{rewards.progressLabel}</span> <span>{progressFigure}</span>
        </ProgressHead>
        <ScreenProgress {...labelingProgress} />
        <NextReward>
          <Coins size={16} aria-hidden="true" />
          {rewards.nextReward}
        </NextReward>
      </ScreenCard>
      <ScreenNote>{rewards.redeem}</ScreenNote>
    </>
  );
}

/** Each screen, the tab its phone shows chosen (none where the screen fills the phone), and whether it sits in the middle. */
const screens: Record<AppScreenId, { Screen: ComponentType<ScreenProps>; tab: AppTabId | undefined; centred: boolean }> = {
  welcome: { Screen: WelcomeScreen, tab: undefined, centred: true },
  questList: { Screen: QuestListScreen, tab: 'quests', centred: false },
  labeling: { Screen: LabelingScreen, tab: undefined, centred: false },
  rewards: { Screen: RewardsScreen, tab: 'rewards', centred: false },
};

export interface AppScreenPhoneProps {
  screen: AppScreenId;
  /** `load` for the phone in the page's first screen; `scroll` (the default) for one further down. */
  arrival?: Arrival;
  /** Where the page has room: a card of the screen stands out past the phone's edge. */
  layered?: boolean;
}

/** One of the app's screens in its phone, in the page's language and the visitor's scheme. */
export function AppScreenPhone({ screen, arrival = 'scroll', layered = false }: AppScreenPhoneProps) {
  const { Screen, tab, centred } = screens[screen];
  const alt = useMessages('appScreens')(`alt.${screen}`);
  return (
    <PhoneFrame label={alt} tab={tab} centred={centred} arrival={arrival}>
      <Screen layered={layered} />
    </PhoneFrame>
  );
}
