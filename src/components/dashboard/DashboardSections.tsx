import { AccountBody, AccountColumn, AccountColumns } from '../account/AccountLayout';
import { EarningsOverview } from './EarningsOverview';
import { NextAchievement } from './NextAchievement';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { RecommendedQuests } from './RecommendedQuests';
import { StatCards } from './StatCards';
import { StreakBanner } from './StreakBanner';

/** The dashboard's panels under its opening: the streak, the figures, earnings and activity beside actions, quests and the next badge. */
export function DashboardSections() {
  return (
    <AccountBody>
      <StreakBanner />
      <StatCards />
      <AccountColumns>
        <AccountColumn>
          <EarningsOverview />
          <RecentActivity />
        </AccountColumn>
        <AccountColumn>
          <QuickActions />
          <RecommendedQuests />
          <NextAchievement />
        </AccountColumn>
      </AccountColumns>
    </AccountBody>
  );
}
