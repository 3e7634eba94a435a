import type { LucideIcon } from 'lucide-react';

/*
 * Shapes that several content modules share, and that the components rendering them read.
 * They live with the content so that content never imports from components.
 */

/** The accent a card uses for its icon tile, check marks and top edge (colours: styles/accent.ts). */
export type AccentTone = 'primary' | 'accent' | 'success' | 'warning' | 'danger';

/** A headline figure: the number and its suffix are shown together ("50K" + "+"). */
export interface Stat {
  number: string;
  suffix: string;
  label: string;
}

/** A short benefit with its icon, in the accent its card uses. */
export interface Benefit {
  icon: LucideIcon;
  tone: AccentTone;
  title: string;
  description: string;
}
