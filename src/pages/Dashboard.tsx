import { AccountBody, AccountColumn, AccountColumns } from '../components/account/AccountLayout';
import { DemoAccountNav } from '../components/account/DemoAccountNav';
import { EarningsOverview } from '../components/dashboard/EarningsOverview';
import { NextAchievement } from '../components/dashboard/NextAchievement';
import { QuickActions } from '../components/dashboard/QuickActions';
import { RecentActivity } from '../components/dashboard/RecentActivity';
import { RecommendedQuests } from '../components/dashboard/RecommendedQuests';
import { StatCards } from '../components/dashboard/StatCards';
import { StreakBanner } from '../components/dashboard/StreakBanner';
import { PageIntro } from '../components/ui/PageIntro';
import { demoProfile } from '../content/demoUserData';
import { useWords } from '../i18n/messages';
import type { PageProps } from '../app/pages';

export default function DashboardPage({ meta: { heading } }: PageProps) {
  const { dashboard } = useWords('demoUser');
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={dashboard.eyebrow}
        lead={
          <>
            <strong>{dashboard.greeting(demoProfile.firstName)}</strong> {dashboard.lead}
          </>
        }
      />
      <AccountBody>
        <DemoAccountNav />
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
    </>
  );
}
