import styled from '@emotion/styled';
import Coins from 'lucide-react/icons/coins';
import ImageIcon from 'lucide-react/icons/image';
import { sampleRewardsProgress } from '../../content/sampleRewardsData';
import { useWords } from '../../i18n/words';
import { color, gradient, radius, space, text, weight } from '../../styles/theme';
import { Card } from '../ui/Card';
import { iconHolder } from '../ui/iconHolder';
import { Pill } from '../ui/Pill';
import { ProgressBar } from '../ui/ProgressBar';
import { SplitRow } from '../ui/SplitRow';

const Panel = styled(Card.withComponent('figure'))`
  display: grid;
  gap: ${space[5]};
  width: 100%;
  max-width: 26rem;
  margin: 0;
`;

const Caption = styled(SplitRow.withComponent('figcaption'))`
  color: ${color.textMuted};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
`;

const Quest = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
`;

const QuestIcon = styled.span`
  ${iconHolder('2.75rem')}
  border-radius: ${radius.md};
  background: ${gradient.brand};
  color: ${color.onPrimary};
`;

const QuestName = styled.p`
  font-weight: ${weight.bold};
`;

const QuestDetail = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
`;

const ProgressHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: ${space[2]};
  font-size: ${text.sm};
  label {
    color: ${color.textMuted};
    font-weight: ${weight.medium};
  }
  span {
    font-weight: ${weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const NextReward = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.md};
  background: ${color.warningSoft};
  color: ${color.text};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  svg {
    flex: none;
    color: ${color.warning};
  }
`;

const PROGRESS_ID = 'sample-rewards-progress';

/** The hero's illustrative rewards card: a quest in progress and the next reward. */
export function SampleRewardsCard() {
  const words = useWords('homeHero').sampleRewardsCard;
  const { completed, total } = sampleRewardsProgress;
  return (
    <Panel elevation="floating">
      <Caption>
        {words.title}
        <Pill tone="neutral">{words.note}</Pill>
      </Caption>
      <Quest>
        <QuestIcon>
          <ImageIcon size={22} aria-hidden="true" />
        </QuestIcon>
        <div>
          <QuestName>{words.quest}</QuestName>
          <QuestDetail>{words.questDetail}</QuestDetail>
        </div>
      </Quest>
      <div>
        <ProgressHead>
          <label htmlFor={PROGRESS_ID}>{words.progressLabel}</label> <span>{`${completed}/${total}`}</span>
        </ProgressHead>
        <ProgressBar id={PROGRESS_ID} value={completed} max={total}>
          {`${completed}/${total}`}
        </ProgressBar>
      </div>
      <NextReward>
        <Coins size={18} aria-hidden="true" />
        {words.nextReward}
      </NextReward>
    </Panel>
  );
}
