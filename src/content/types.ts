import type { LucideIcon } from 'lucide-react';
import type { RoutePath } from '../routes';
import type { SiteConfig } from './site';

/*
 * Shapes that several content modules share, in every language, and that the components
 * rendering them read. They live with the content so that content never imports from
 * components.
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

/** A link to a page of the site, with its words. */
export interface InternalAction {
  label: string;
  to: RoutePath;
}

/** A link to a route of the table, or to one of the site's configured outbound URLs. */
export type NavTarget = { to: RoutePath } | { external: keyof SiteConfig['links'] };

export type NavItem = NavTarget & { label: string };

/** A choice of a select: the value the form keeps and the words the visitor reads. */
export interface Choice {
  value: string;
  label: string;
}
