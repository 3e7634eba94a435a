import type { LucideIcon } from 'lucide-react';
import type { IconLook } from '../../content/types';

/** A card with an icon, as `IconCardGrid` and `BenefitStrip` show it. */
export interface IconCardItem {
  key: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** Check-marked points under the description. */
  points?: readonly string[];
}

/** A card's words: its title, the sentence under it, and check-marked points (by id) if it has any. */
export interface CardWords {
  title: string;
  description: string;
  points?: Readonly<Record<string, string>>;
}

/** Cards in the order of their looks (language-neutral data), each with its words, keyed by the same id. */
export function iconCards<Id extends string>(looks: readonly IconLook<Id>[], words: Readonly<Record<Id, CardWords>>): IconCardItem[] {
  return looks.map(({ id, icon }) => {
    const { title, description, points } = words[id];
    return { key: id, icon, title, description, ...(points ? { points: Object.values(points) } : {}) };
  });
}
