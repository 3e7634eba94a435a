import type { LucideIcon } from 'lucide-react';
import type { CardWords } from '../../content/schema';
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

/** Cards in the order of their looks (language-neutral data), each with its words, keyed by the same id. */
export function iconCards<Id extends string>(
  looks: readonly IconLook<Id>[],
  words: Readonly<Record<Id, CardWords & { points?: readonly string[] }>>,
): IconCardItem[] {
  return looks.map(({ id, icon }) => ({ key: id, icon, ...words[id] }));
}
