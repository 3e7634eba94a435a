import { deferredSection } from '../app/deferred';
import { PageIntro } from '../components/ui/PageIntro';
import { belowTheFold } from '../i18n/messageParts';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** The demo account's pages, beside the opening: links. */
const DemoAccountNav = deferredSection(() => import('../components/account/DemoAccountNav').then((module) => module.DemoAccountNav));

/** The panels under the opening: their code and words come as hydration reaches them (the profile's editor opens from then). */
const ProfileSections = deferredSection(() => import('../components/profile/ProfileSections').then((module) => module.ProfileSections), {
  messages: [belowTheFold('demoUser')],
});

export default function ProfilePage({ meta: { heading } }: PageProps) {
  const t = useMessages('demoUser');
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={t('opening.profile.eyebrow')}
        lead={t('opening.profile.lead')}
        aside={<DemoAccountNav />}
        asidePlacement="end"
      />
      <ProfileSections />
    </>
  );
}
