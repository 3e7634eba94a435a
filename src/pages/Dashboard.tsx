import { deferredSection } from '../app/deferred';
import { PageIntro } from '../components/ui/PageIntro';
import { demoProfile } from '../content/demoUserData';
import { belowTheFold } from '../i18n/messageParts';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** The demo account's pages, beside the opening: links. */
const DemoAccountNav = deferredSection(() => import('../components/account/DemoAccountNav').then((module) => module.DemoAccountNav));

/** The panels under the opening: their code and words come as hydration reaches them (the earnings' period buttons answer from then). */
const DashboardSections = deferredSection(
  () => import('../components/dashboard/DashboardSections').then((module) => module.DashboardSections),
  { messages: [belowTheFold('demoUser')] },
);

export default function DashboardPage({ meta: { heading } }: PageProps) {
  const t = useMessages('demoUser');
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={t('opening.dashboard.eyebrow')}
        aside={<DemoAccountNav />}
        asidePlacement="end"
        lead={
          <>
            <strong>{t('opening.dashboard.greeting', { firstName: demoProfile.firstName })}</strong> {t('opening.dashboard.lead')}
          </>
        }
      />
      <DashboardSections />
    </>
  );
}
