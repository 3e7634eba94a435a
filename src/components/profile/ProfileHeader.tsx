import styled from '@emotion/styled';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import { startTransition, useEffect, useRef, useState } from 'react';
import { demoProfile, profileStats } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { MetaRow } from '../ui/MetaRow';
import { Pill } from '../ui/Pill';
import { StatGrid, type StatItem } from '../ui/StatGrid';
import { PROFILE_EDIT_FORM_ID, ProfileEditForm } from './ProfileEditForm';

// Spaced by margins, not a gap: the closed edit form takes no room, not even a gap above it.
const Frame = styled(Card)`
  display: grid;
  > * + * {
    margin-top: ${space[6]};
  }
`.withComponent('section');

const Identity = styled.div`
  display: grid;
  gap: ${space[4]};
  ${mq.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: start;
    gap: ${space[6]};
  }
`;

const Avatar = styled.img`
  width: 6rem;
  height: 6rem;
  border-radius: ${radius.pill};
  border: 3px solid ${color.primarySoft};
`;

const About = styled.div`
  display: grid;
  gap: ${space[2]};
  h2 {
    font-size: ${text['2xl']};
    font-weight: ${weight.black};
  }
`;

const Facts = styled(MetaRow.withComponent('p'))`
  column-gap: ${space[4]};
`;

const Bio = styled.p`
  max-width: 60ch;
  color: ${color.textMuted};
`;

/** Who the demo earner is, their headline numbers, and the (unsaved) edit mode. */
export function ProfileHeader() {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const t = useMessages('demoUser', numbers);
  const { firstName, lastName, avatar } = demoProfile;
  const { location, bio } = t.group('demoProfile');
  const stats: readonly StatItem[] = [
    { label: t('profile.stats.totalEarned'), value: t('figures.usd', { amount: profileStats.totalEarnings }) },
    { label: t('profile.stats.questsDone'), value: t('figures.count', { count: profileStats.questsCompleted }) },
    { label: t('profile.stats.hourlyRate'), value: t('perHour', { amount: profileStats.averageRating }) },
    { label: t('profile.stats.dayStreak'), value: t('figures.count', { count: profileStats.currentStreak }) },
  ];

  // The form is built, hidden, once the page has hydrated (a transition React yields in): the tap
  // that opens it then only shows it, and is answered within a frame or two. A tap before that
  // builds it there and then.
  const [formBuilt, setFormBuilt] = useState(false);
  useEffect(() => startTransition(() => setFormBuilt(true)), []);
  const closeEditor = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  return (
    <Frame aria-labelledby="profile-name">
      <Identity>
        <Avatar src={avatar} alt="" width={96} height={96} />
        <About>
          <h2 id="profile-name">{`${firstName} ${lastName}`}</h2>
          <Facts>
            <span>
              <MapPin size={16} aria-hidden="true" />
              {location}
            </span>
            <Pill tone="warning">{t('profile.rankPill', { rank: t(`ranks.${profileStats.rank}`) })}</Pill>
          </Facts>
          <Bio>{bio}</Bio>
        </About>
        <Button
          ref={editButton}
          type="button"
          variant="secondary"
          aria-expanded={editing}
          aria-controls={editing ? PROFILE_EDIT_FORM_ID : undefined}
          onClick={() => (editing ? closeEditor() : setEditing(true))}
        >
          <Pencil size={16} aria-hidden="true" />
          {t('profile.edit.open')}
        </Button>
      </Identity>
      <StatGrid stats={stats} variant="inset" />
      {formBuilt || editing ? <ProfileEditForm open={editing} onClose={closeEditor} /> : null}
    </Frame>
  );
}
