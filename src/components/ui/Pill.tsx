import styled from '@emotion/styled';
import { color, radius, space, text, weight } from '../../styles/theme';
import { forwardAllBut } from './forwardProps';

export type PillTone = 'success' | 'warning' | 'danger' | 'primary' | 'neutral';

const tones: Record<PillTone, { background: string; foreground: string }> = {
  success: { background: color.successSoft, foreground: color.success },
  warning: { background: color.warningSoft, foreground: color.warning },
  danger: { background: color.dangerSoft, foreground: color.danger },
  primary: { background: color.primarySoft, foreground: color.primaryHover },
  neutral: { background: color.surfaceStrong, foreground: color.textMuted },
};

interface PillProps {
  tone: PillTone;
  /** `sm` sits in a line of text or a list row; `md` stands on its own (an earnings badge, a promise). */
  size?: 'sm' | 'md';
}

/** A small text badge for a status, a difficulty, a rank or a promise: the words carry the meaning. */
export const Pill = styled('span', { shouldForwardProp: forwardAllBut('tone', 'size') })<PillProps>`
  display: inline-flex;
  align-items: center;
  gap: ${({ size }) => (size === 'md' ? space[2] : space[1])};
  padding: ${({ size }) => (size === 'md' ? `${space[1]} ${space[3]}` : `0.125rem ${space[2]}`)};
  border-radius: ${radius.pill};
  background: ${({ tone }) => tones[tone].background};
  color: ${({ tone }) => tones[tone].foreground};
  font-size: ${({ size }) => (size === 'md' ? text.sm : text.xs)};
  font-weight: ${weight.semibold};
  line-height: 1.5;
  white-space: nowrap;
`;
