import styled from '@emotion/styled';
import Clock from 'lucide-react/icons/clock';
import { recommendedQuests, type Difficulty } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { color, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { MetaRow } from '../ui/MetaRow';
import { Panel } from '../ui/Panel';
import { Pill, type PillTone } from '../ui/Pill';
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
  const t = useMessages('demoUser', numbers);
  return (
    <Panel id="recommended" title={t('dashboard.recommended.title')}>
      <BareList gap={3}>
        {recommendedQuests.map((quest) => (
          <Quest key={quest.id}>
            <p>{t(`dashboard.recommended.quests.${quest.id}`)}</p>
            <MetaRow>
              <Pill tone={difficultyTone[quest.difficulty]}>{t(`dashboard.recommended.difficulties.${quest.difficulty}`)}</Pill>
              <span>
                <Clock size={14} aria-hidden="true" />
                <VisuallyHidden>{t('dashboard.recommended.timeLabel')}: </VisuallyHidden>
                {t('dashboard.recommended.minutes', { count: quest.minutes })}
              </span>
            </MetaRow>
            <Reward>
              <VisuallyHidden>{t('dashboard.recommended.rewardLabel')}: </VisuallyHidden>
              {t('figures.usd', { amount: quest.reward })}
            </Reward>
          </Quest>
        ))}
      </BareList>
    </Panel>
  );
}
