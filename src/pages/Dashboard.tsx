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
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

export default function DashboardPage({ meta: { heading } }: PageProps) {
  const t = useMessages('demoUser');
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={t('dashboard.eyebrow')}
        aside={<DemoAccountNav />}
        asidePlacement="end"
        lead={
          <>
            <strong>{t('dashboard.greeting', { firstName: demoProfile.firstName })}</strong> {t('dashboard.lead')}
          </>
        }
      />
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
    </>
  );
}
