import styled from '@emotion/styled';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Check from 'lucide-react/icons/check';
import Database from 'lucide-react/icons/database';
import Flag from 'lucide-react/icons/flag';
import Gem from 'lucide-react/icons/gem';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import ImageIcon from 'lucide-react/icons/image';
import Lock from 'lucide-react/icons/lock';
import Target from 'lucide-react/icons/target';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';
import { badges, type BadgeId } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { iconHolder } from '../ui/iconHolder';
import { Panel } from '../ui/Panel';
import { Pill } from '../ui/Pill';

const badgeIcons: Record<BadgeId, LucideIcon> = {
  speed: Zap,
  accuracy: Target,
  first: Flag,
  streak: CalendarCheck,
  community: HeartHandshake,
  data: Database,
  image: ImageIcon,
  elite: Gem,
};

const Grid = styled(BareList)`
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li<{ earned: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[4]} ${space[3]};
  border: 1px ${({ earned }) => (earned ? 'solid' : 'dashed')} ${color.border};
  border-radius: ${radius.md};
  background: ${({ earned }) => (earned ? color.raised : color.surface)};
  text-align: center;
  h3 {
    font-size: ${text.base};
    font-weight: ${weight.bold};
    color: ${({ earned }) => (earned ? color.text : color.textMuted)};
  }
  p {
    flex: 1;
    color: ${color.textMuted};
    font-size: ${text.sm};
  }
`;

const Emblem = styled.span<{ earned: boolean }>`
  ${iconHolder('3rem')}
  border-radius: ${radius.pill};
  background: ${({ earned }) => (earned ? color.primarySoft : color.surfaceStrong)};
  color: ${({ earned }) => (earned ? color.primary : color.textMuted)};
`;

/** All eight badges; the ones still to earn are greyed, locked and say so in words. */
export function BadgeGrid() {
  const t = useMessages('demoUser');
  const badgeWords = t.group('badges');
  const words = t.group('profile.badges');
  return (
    <Panel id="badges" title={words.title}>
      <Grid gap={3}>
        {badges.map((badge) => {
          const Icon = badgeIcons[badge.id];
          const { name, description } = badgeWords[badge.id];
          return (
            <Item key={badge.id} earned={badge.earned}>
              <Emblem earned={badge.earned}>
                <Icon size={22} aria-hidden="true" />
              </Emblem>
              <h3>{name}</h3>
              <p>{description}</p>
              {badge.earned ? (
                <Pill tone="success">
                  <Check size={14} aria-hidden="true" />
                  {words.earned}
                </Pill>
              ) : (
                <Pill tone="neutral">
                  <Lock size={14} aria-hidden="true" />
                  {words.notEarned}
                </Pill>
              )}
            </Item>
          );
        })}
      </Grid>
    </Panel>
  );
}
