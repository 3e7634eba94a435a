import { deferredSection } from '../app/deferred';
import { PageIntro } from '../components/ui/PageIntro';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** The demo account's pages, beside the opening: links. */
const DemoAccountNav = deferredSection(() => import('../components/account/DemoAccountNav').then((module) => module.DemoAccountNav));

/** The panels under the opening: their code comes as hydration reaches them (the profile's editor opens from then). */
const ProfileSections = deferredSection(() => import('../components/profile/ProfileSections').then((module) => module.ProfileSections));

export default function ProfilePage({ meta: { heading } }: PageProps) {
  const t = useMessages('demoUser');
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={t('profile.eyebrow')}
        lead={t('profile.lead')}
        aside={<DemoAccountNav />}
        asidePlacement="end"
      />
      <ProfileSections />
    </>
  );
}
