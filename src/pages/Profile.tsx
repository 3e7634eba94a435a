import { AccountBody, AccountColumn, AccountColumns } from '../components/account/AccountLayout';
import { usePageRoute } from '../components/PageRoute';
import { AccountSettings } from '../components/profile/AccountSettings';
import { AccountStats } from '../components/profile/AccountStats';
import { BadgeGrid } from '../components/profile/BadgeGrid';
import { ProfileHeader } from '../components/profile/ProfileHeader';
import { PageIntro } from '../components/ui/PageIntro';
import { profileCopy } from '../content/demoUser';

export default function ProfilePage() {
  const { heading } = usePageRoute();
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
