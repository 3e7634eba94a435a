import styled from '@emotion/styled';
import { color, radius, space, text, weight } from '../../styles/theme';

export type PillTone = 'success' | 'warning' | 'danger' | 'primary' | 'neutral';

const tones: Record<PillTone, { background: string; foreground: string }> = {
  success: { background: color.successSoft, foreground: color.success },
  warning: { background: color.warningSoft, foreground: color.warning },
  danger: { background: color.dangerSoft, foreground: color.danger },
  primary: { background: color.primarySoft, foreground: color.primaryHover },
  neutral: { background: color.surfaceStrong, foreground: color.textMuted },
};

/** A small text badge for a status, a difficulty or a rank: the words carry the meaning. */
export const Pill = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: PillTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: 0.125rem ${space[2]};
  border-radius: ${radius.pill};
  background: ${({ tone }) => tones[tone].background};
  color: ${({ tone }) => tones[tone].foreground};
  font-size: ${text.xs};
  font-weight: ${weight.semibold};
  line-height: 1.5;
  white-space: nowrap;
`;
