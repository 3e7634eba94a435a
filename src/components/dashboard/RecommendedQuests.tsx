import styled from '@emotion/styled';
import Clock from 'lucide-react/icons/clock';
import { recommendedQuests, type Difficulty } from '../../content/demoUserData';
import { useWords } from '../../i18n/messages';
import { useFormatter } from '../../i18n/useFormatter';
import { color, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { MetaRow } from '../ui/MetaRow';
import { Panel } from '../ui/Panel';
import { Pill, type PillTone } from '../ui/Pill';
import { usePlural } from '../ui/usePlural';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const difficultyTone: Record<Difficulty, PillTone> = { Easy: 'success', Medium: 'warning', Hard: 'danger' };

const Quest = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[1]} ${space[3]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  p {
    font-weight: ${weight.semibold};
  }
`;

const Reward = styled.p`
  grid-row: 1 / span 2;
  grid-column: 2;
  color: ${color.success};
  font-size: ${text.lg};
  white-space: nowrap;
`;

/** Quests picked for the demo earner, with reward, difficulty and expected time. */
export function RecommendedQuests() {
  const { recommended } = useWords('demoUser').dashboard;
  const format = useFormatter();
  const counted = usePlural();
  return (
    <Panel id="recommended" title={recommended.title}>
      <BareList gap={3}>
        {recommendedQuests.map((quest) => (
          <Quest key={quest.id}>
            <p>{recommended.quests[quest.id]}</p>
            <MetaRow>
              <Pill tone={difficultyTone[quest.difficulty]}>{recommended.difficulties[quest.difficulty]}</Pill>
              <span>
                <Clock size={14} aria-hidden="true" />
                <VisuallyHidden>{recommended.timeLabel}: </VisuallyHidden>
                {counted(quest.minutes, recommended.minutes)}
              </span>
            </MetaRow>
            <Reward>
              <VisuallyHidden>{recommended.rewardLabel}: </VisuallyHidden>
              {format.usd(quest.reward)}
            </Reward>
          </Quest>
        ))}
      </BareList>
    </Panel>
  );
}
