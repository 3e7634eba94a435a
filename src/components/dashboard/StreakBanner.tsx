import styled from '@emotion/styled';
import Flame from 'lucide-react/icons/flame';
import { dashboardStats, nextAchievement } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { color, gradient, radius, shadow, space, text, weight } from '../../styles/theme';
import { iconHolder } from '../ui/iconHolder';

const Banner = styled.section`
  display: flex;
  align-items: center;
  gap: ${space[4]};
  padding: ${space[5]} ${space[6]};
  border-radius: ${radius.lg};
  background: ${gradient.brand};
  color: ${color.onPrimary};
  box-shadow: ${shadow.md};
  h2 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
`;

const IconBubble = styled.span`
  ${iconHolder('3rem')}
  border-radius: ${radius.pill};
  background: ${color.warningSoft};
  color: ${color.warning};
`;

/** The daily streak, the first thing a returning earner looks for. */
export function StreakBanner() {
  const t = useMessages('demoUser', numbers);
  const { currentStreak } = dashboardStats;
  return (
    <Banner aria-labelledby="streak-title">
      <IconBubble>
        <Flame size={26} aria-hidden="true" />
      </IconBubble>
      <div>
        <h2 id="streak-title">{t('dashboard.streak.title', { count: currentStreak })}</h2>
        <p>
          {t('dashboard.streak.text', { count: nextAchievement.goal - currentStreak, badge: t(`badges.${nextAchievement.badge}.name`) })}
        </p>
      </div>
    </Banner>
  );
}
