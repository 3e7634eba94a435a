import { AccountBody, AccountColumn, AccountColumns } from '../components/account/AccountLayout';
import { AccountSettings } from '../components/profile/AccountSettings';
import { AccountStats } from '../components/profile/AccountStats';
import { BadgeGrid } from '../components/profile/BadgeGrid';
import { ProfileHeader } from '../components/profile/ProfileHeader';
import { PageIntro } from '../components/ui/PageIntro';
import { profileCopy } from '../content/demoUser';
import type { PageProps } from '../pageRegistry';

export default function ProfilePage({ route: { heading } }: PageProps) {
  return (
    <>
      <PageIntro heading={heading} eyebrow={profileCopy.eyebrow} lead={profileCopy.lead} />
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
