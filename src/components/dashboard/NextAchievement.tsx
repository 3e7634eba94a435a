import styled from '@emotion/styled';
import Trophy from 'lucide-react/icons/trophy';
import { nextAchievement } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { color, radius, space, text, weight } from '../../styles/theme';
import { iconHolder } from '../ui/iconHolder';
import { Panel } from '../ui/Panel';
import { Pill } from '../ui/Pill';
import { ProgressBar } from '../ui/ProgressBar';
import { SplitRow } from '../ui/SplitRow';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  h3 {
    font-size: ${text.lg};
    font-weight: ${weight.bold};
  }
  p {
    color: ${color.textMuted};
    font-size: ${text.sm};
  }
`;

const Medal = styled.span`
  ${iconHolder('3rem')}
  border-radius: ${radius.pill};
  background: ${color.warningSoft};
  color: ${color.warning};
`;

const ProgressRow = styled(SplitRow)`
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
`;

/** Progress towards the next badge: Weekly Warrior, with its bonus. */
export function NextAchievement() {
  const t = useMessages('demoUser', numbers);
  const { badge, progress, goal, bonus } = nextAchievement;
  const progressText = t('dashboard.achievement.progress', { done: progress, goal });
  return (
    <Panel id="achievement" title={t('dashboard.achievement.title')}>
      <Head>
        <Medal>
          <Trophy size={24} aria-hidden="true" />
        </Medal>
        <div>
          <h3 id="achievement-name">{t(`badges.${badge}.name`)}</h3>
          <p>{t('dashboard.achievement.description')}</p>
        </div>
      </Head>
      <ProgressRow>
        <span id="achievement-progress">{progressText}</span>{' '}
        <Pill tone="success">{t('dashboard.achievement.bonus', { amount: bonus })}</Pill>
      </ProgressRow>
      <ProgressBar value={progress} max={goal} aria-labelledby="achievement-name" aria-describedby="achievement-progress">
        {progressText}
      </ProgressBar>
    </Panel>
  );
}
