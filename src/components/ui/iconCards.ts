import type { LucideIcon } from 'lucide-react';
import type { CardWords } from '../../content/schema';
import type { AccentTone, IconLook } from '../../content/types';

/** A card with an icon in its accent, as `IconCardGrid` and `BenefitStrip` show it. */
export interface IconCardItem {
  key: string;
  icon: LucideIcon;
  tone: AccentTone;
  title: string;
  description: string;
  /** Check-marked points under the description. */
  points?: readonly string[];
  /** A step's position ("01"), shown above its title in the card's accent colour. */
  number?: string;
}

/** Cards in the order of their looks (language-neutral data), each with its words, keyed by the same id. */
export function iconCards<Id extends string>(
  looks: readonly IconLook<Id>[],
  words: Readonly<Record<Id, CardWords & { points?: readonly string[] }>>,
): IconCardItem[] {
  return looks.map(({ id, icon, tone }) => ({ key: id, icon, tone, ...words[id] }));
}
