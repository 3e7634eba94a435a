import { deferredSection } from '../app/deferred';
import { PageIntro } from '../components/ui/PageIntro';
import { demoProfile } from '../content/demoUserData';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** The demo account's pages, beside the opening: links. */
const DemoAccountNav = deferredSection(() => import('../components/account/DemoAccountNav').then((module) => module.DemoAccountNav));

/** The panels under the opening: their code comes as hydration reaches them (the earnings' period buttons answer from then). */
const DashboardSections = deferredSection(() =>
  import('../components/dashboard/DashboardSections').then((module) => module.DashboardSections),
);

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
      <DashboardSections />
    </>
  );
}
