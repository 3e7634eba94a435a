import type { AccentTone } from '../content/types';
import { color, inlineAngle } from './theme';

/** The strong and soft colour of each accent a card may use for its icon, check marks and edge. */
export const accentColors: Record<AccentTone, { strong: string; soft: string }> = {
  primary: { strong: color.primary, soft: color.primarySoft },
  accent: { strong: color.accent, soft: color.accentSoft },
  success: { strong: color.success, soft: color.successSoft },
  warning: { strong: color.warning, soft: color.warningSoft },
  danger: { strong: color.danger, soft: color.dangerSoft },
};

/** The same accent as a gradient edge, for the top of a card, strong at the inline start. */
export const accentGradient = (tone: AccentTone) =>
  `linear-gradient(${inlineAngle}, ${accentColors[tone].strong} 0%, ${accentColors[tone].soft} 100%)`;
