import styled from '@emotion/styled';
import type { LucideIcon } from 'lucide-react';
import UserRound from 'lucide-react/icons/user-round';
import { color, mq, motion, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { iconHolder } from '../ui/iconHolder';

/*
 * The pieces the app's screens are made of, at a phone's scale: a screen's title row, a quest's
 * icon, a card, a chip, a progress bar. One look for every screen, from the site's theme.
 */

const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const Title = styled.p`
  font-size: ${text.xl};
  font-weight: ${weight.black};
  line-height: 1.2;
`;

const Subtitle = styled.p`
  color: ${color.textMuted};
`;

/** The earner's picture: a portrait icon in a circle. */
const Avatar = styled.span`
  ${iconHolder('2rem')}
  border-radius: ${radius.pill};
  background: ${color.primarySoft};
  color: ${color.primary};
`;

/** A screen's title, an optional line under it, and the earner's avatar. */
export function ScreenHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <HeaderRow>
      <div>
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </div>
      <Avatar>
        <UserRound size={16} strokeWidth={2.25} aria-hidden="true" />
      </Avatar>
    </HeaderRow>
  );
}

const Tile = styled.span`
  ${iconHolder('2rem')}
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
`;

/** A quest's icon in its tile. */
export function QuestIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <Tile>
      <Icon size={18} strokeWidth={2} aria-hidden="true" />
    </Tile>
  );
}

/** A raised panel of a screen. */
export const ScreenCard = styled.div`
  display: grid;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.raised};
`;

/** A quest's name and the line under it, beside its icon. */
export const QuestRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
  > div {
    flex: 1;
    min-width: 0;
  }
  p:first-of-type {
    font-weight: ${weight.bold};
  }
  p + p {
    color: ${color.textMuted};
    font-size: ${text['2xs']};
  }
  > svg {
    flex: none;
    color: ${color.textMuted};
  }
`;

/** A row of choices, the chosen one filled with the accent; each keeps to one line, and a row too long for the screen (a visitor's own text spacing) wraps rather than hide a choice. */
export const Chips = styled(BareList)`
  gap: ${space[1]};
  li {
    flex: none;
    white-space: nowrap;
    padding: 0.25rem 0.625rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.raised};
    font-weight: ${weight.semibold};
  }
  [data-chosen] {
    border-color: ${color.primaryFill};
    background: ${color.primaryFill};
    color: ${color.onPrimary};
  }
`;

const Track = styled.span`
  display: block;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${radius.pill};
  background: ${color.surfaceStrong};
`;

/** The fill grows from the inline start to its share when the phone arrives (PhoneFrame's `data-arrival`). */
const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: ${radius.pill};
  background: ${color.primaryFill};
  transform-origin: var(--inline-start);
  ${mq.motionOk} {
    [data-arrival='load'] &,
    [data-arrival='playing'] & {
      animation: fill ${motion.fill} 0.3s both;
    }
    [data-arrival='waiting'] & {
      transform: scaleX(0);
    }
  }
`;

/** A progress bar drawn for the picture: the phone's text alternative says what it shows. */
export function ScreenProgress({ completed, total }: { completed: number; total: number }) {
  return (
    <Track>
      <Fill css={{ width: `${(completed / total) * 100}%` }} />
    </Track>
  );
}

/** A small figure or status beside a quest: `87/100`, `New`. */
export const ScreenTag = styled.span`
  flex: none;
  padding: 0.125rem ${space[2]};
  border-radius: ${radius.pill};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-size: ${text['2xs']};
  font-weight: ${weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A button of the app's interface, drawn: it is part of the picture, not a control of the page. */
export const ScreenButton = styled.span<{ variant?: 'primary' | 'secondary' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 2.5rem;
  padding-inline: ${space[3]};
  border: 1px solid ${({ variant }) => (variant === 'secondary' ? color.border : color.primaryFill)};
  border-radius: ${radius.md};
  background: ${({ variant }) => (variant === 'secondary' ? color.raised : color.primaryFill)};
  color: ${({ variant }) => (variant === 'secondary' ? color.text : color.onPrimary)};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  text-align: center;
  white-space: nowrap;
`;

/** Small print at the foot of a screen. */
export const ScreenNote = styled.p`
  color: ${color.textMuted};
  font-size: ${text['2xs']};
`;
