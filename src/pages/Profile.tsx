import { AccountBody, AccountColumn, AccountColumns } from '../components/account/AccountLayout';
import { DemoAccountNav } from '../components/account/DemoAccountNav';
import { AccountSettings } from '../components/profile/AccountSettings';
import { AccountStats } from '../components/profile/AccountStats';
import { BadgeGrid } from '../components/profile/BadgeGrid';
import { ProfileHeader } from '../components/profile/ProfileHeader';
import { PageIntro } from '../components/ui/PageIntro';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

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
      <AccountBody>
        <ProfileHeader />
        <AccountColumns>
          <BadgeGrid />
          <AccountColumn>
            <AccountStats />
            <AccountSettings />
          </AccountColumn>
        </AccountColumns>
      </AccountBody>
    </>
  );
}
