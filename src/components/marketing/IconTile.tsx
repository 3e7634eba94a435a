import styled from '@emotion/styled';
import type { LucideIcon } from 'lucide-react';
import { color, radius } from '../../styles/theme';
import { iconHolder } from '../ui/iconHolder';

/** The accent colours a marketing card may use for its icon and edge. */
export type AccentTone = 'primary' | 'accent' | 'success' | 'warning' | 'danger';

export const accentColors: Record<AccentTone, { strong: string; soft: string }> = {
  primary: { strong: color.primary, soft: color.primarySoft },
  accent: { strong: color.accent, soft: color.accentSoft },
  success: { strong: color.success, soft: color.successSoft },
  warning: { strong: color.warning, soft: color.warningSoft },
  danger: { strong: color.danger, soft: color.dangerSoft },
};

/** The same accent as a gradient edge, for the top of a card. */
export const accentGradient = (tone: AccentTone) =>
  `linear-gradient(90deg, ${accentColors[tone].strong} 0%, ${accentColors[tone].soft} 100%)`;

const Tile = styled.span<{ tone: AccentTone; large: boolean }>`
  ${({ large }) => iconHolder(large ? '3.5rem' : '3rem')}
  border-radius: ${radius.md};
  background: linear-gradient(135deg, ${({ tone }) => accentColors[tone].soft} 0%, ${color.bg} 160%);
  color: ${({ tone }) => accentColors[tone].strong};
  box-shadow: inset 0 0 0 1px ${({ tone }) => accentColors[tone].soft};
`;

/** A decorative icon in a softly tinted square. */
export function IconTile({ icon: Icon, tone, large = false }: { icon: LucideIcon; tone: AccentTone; large?: boolean }) {
  return (
    <Tile tone={tone} large={large}>
      <Icon size={large ? 28 : 24} strokeWidth={1.75} aria-hidden="true" />
    </Tile>
  );
}
