import styled from '@emotion/styled';
import Check from 'lucide-react/icons/check';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Coins from 'lucide-react/icons/coins';
import Flame from 'lucide-react/icons/flame';
import Gift from 'lucide-react/icons/gift';
import Mail from 'lucide-react/icons/mail';
import ImageIcon from 'lucide-react/icons/image';
import { useSiteConfig } from '../../app/siteConfig';
import AudioLines from 'lucide-react/icons/audio-lines';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileCheck from 'lucide-react/icons/file-check';
import Receipt from 'lucide-react/icons/receipt';
import Tag from 'lucide-react/icons/tag';
import type { LucideIcon } from 'lucide-react';
import {
  appLabels,
  appQuestFilters,
  appQuestIds,
  labelingProgress,
  streakProgress,
  type AppQuestId,
  type AppScreenId,
} from '../../content/appScreensData';
import { useMessages } from '../../i18n/messages';
import { color, radius, space, text, weight } from '../../styles/theme';
import { BrandMark } from '../layout/BrandMark';
import { PhoneFrame } from './PhoneFrame';
import { StreetScene } from './StreetScene';
import { Chips, QuestIcon, QuestRow, ScreenButton, ScreenCard, ScreenHeader, ScreenNote, ScreenProgress, ScreenTag } from './screenParts';

const progressFigure = `${labelingProgress.completed}/${labelingProgress.total}`;

const QUEST_ICONS: Record<AppQuestId, LucideIcon> = {
  imageLabeling: Tag,
  textVerification: FileCheck,
  audioTranscription: AudioLines,
  receiptUpload: Receipt,
  survey: ClipboardList,
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

const Referral = styled(ScreenCard)`
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
      <Referral>
        <Gift size={20} aria-hidden="true" />
        {words.referral}
      </Referral>
    </Welcome>
  );
}

/* The quest list. */

const QuestCards = styled.div`
  display: grid;
  gap: ${space[2]};
`;

function QuestListScreen() {
  const t = useMessages('appScreens');
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
              <ScreenTag>{index === 0 ? progressFigure : list.newQuest}</ScreenTag>
            </QuestRow>
            {index === 0 ? <ScreenProgress {...labelingProgress} /> : null}
          </ScreenCard>
        ))}
      </QuestCards>
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

/* Rewards: the streak, the quest under way and the next reward (spec §9's sample rewards card). */

const Streak = styled.div`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3]};
  border-radius: ${radius.lg};
  background: ${color.primaryFill};
  color: ${color.onPrimary};
`;

const StreakHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${weight.bold};
  span:last-of-type {
    margin-inline-start: auto;
    padding: 0.125rem ${space[2]};
    border-radius: ${radius.pill};
    background: ${color.onPrimary};
    color: ${color.primaryFill};
    font-size: ${text['2xs']};
  }
`;

/** One dot per day of the streak's goal, the days done filled. */
const Days = styled.span`
  display: grid;
  grid-template-columns: repeat(${streakProgress.total}, 1fr);
  gap: ${space[1]};
  span {
    height: 0.375rem;
    border-radius: ${radius.pill};
    background: ${color.onPrimary};
  }
  [data-open] {
    opacity: 0.35;
  }
`;

const ProgressHead = styled.div`
  display: flex;
  justify-content: space-between;
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

function RewardsScreen() {
  const t = useMessages('appScreens');
  const quests = t.group('quests');
  const rewards = t.group('rewards');
  return (
    <>
      <ScreenHeader title={rewards.title} />
      <Streak>
        <StreakHead>
          <Flame size={16} aria-hidden="true" />
          <span>{rewards.streak.name}</span> <span>{rewards.streak.bonus}</span>
        </StreakHead>
        <span>{rewards.streak.progress}</span>
        <Days>
          {Array.from({ length: streakProgress.total }, (_, day) => (
            <span key={day} data-open={day >= streakProgress.completed ? '' : undefined} />
          ))}
        </Days>
      </Streak>
      <ScreenCard>
        <QuestRow>
          <QuestIcon icon={QUEST_ICONS.imageLabeling} />
          <div>
            <p>{quests.imageLabeling.name}</p>
            <p>{quests.imageLabeling.detail}</p>
          </div>
        </QuestRow>
        <ProgressHead>
          <span>{rewards.progressLabel}</span> <span>{progressFigure}</span>
        </ProgressHead>
        <ScreenProgress {...labelingProgress} />
        <NextReward>
          <Coins size={16} aria-hidden="true" />
          {rewards.nextReward}
        </NextReward>
      </ScreenCard>
      <ScreenCard>
        <QuestRow>
          <QuestIcon icon={Gift} />
          <div>
            <p>{rewards.invite}</p>
          </div>
          <ChevronRight size={16} aria-hidden="true" />
        </QuestRow>
      </ScreenCard>
      <ScreenNote>{rewards.redeem}</ScreenNote>
    </>
  );
}

/** Each screen, the tab its phone shows chosen (none where the screen fills the phone), and whether it sits in the middle. */
const screens = {
  welcome: { Screen: WelcomeScreen, tab: undefined, centred: true },
  questList: { Screen: QuestListScreen, tab: 'quests', centred: false },
  labeling: { Screen: LabelingScreen, tab: undefined, centred: false },
  rewards: { Screen: RewardsScreen, tab: 'rewards', centred: false },
} as const;

/** One of the app's screens in its phone, in the page's language and the visitor's scheme. */
export function AppScreenPhone({ screen }: { screen: AppScreenId }) {
  const { Screen, tab, centred } = screens[screen];
  const alt = useMessages('appScreens')(`alt.${screen}`);
  return (
    <PhoneFrame label={alt} tab={tab} centred={centred}>
      <Screen />
    </PhoneFrame>
  );
}
