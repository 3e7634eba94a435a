import { AccountBody, AccountColumn, AccountColumns } from '../account/AccountLayout';
import { AccountSettings } from './AccountSettings';
import { AccountStats } from './AccountStats';
import { BadgeGrid } from './BadgeGrid';
import { ProfileHeader } from './ProfileHeader';

/** The profile's panels under its opening: the member and their editor, their badges, figures and settings. */
export function ProfileSections() {
  return (
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
  );
}
