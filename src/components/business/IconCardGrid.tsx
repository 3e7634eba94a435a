import type { LucideIcon } from 'lucide-react';
import { AccentCard } from '../marketing/AccentCard';
import { CardGrid } from '../marketing/CardGrid';
import { IconTile, type AccentTone } from '../marketing/IconTile';

export interface IconCardItem {
  key: string;
  icon: LucideIcon;
  tone: AccentTone;
  title: string;
  description: string;
}

/** A grid of accent cards, each an icon, an h3 title and a short description. */
export function IconCardGrid({ items, columns }: { items: readonly IconCardItem[]; columns: 2 | 3 }) {
  return (
    <CardGrid columns={columns}>
      {items.map(({ key, icon, tone, title, description }) => (
        <li key={key}>
          <AccentCard tone={tone}>
            <IconTile icon={icon} tone={tone} />
            <h3>{title}</h3>
            <p>{description}</p>
          </AccentCard>
        </li>
      ))}
    </CardGrid>
  );
}
