import styled from '@emotion/styled';
import { liftOnHover } from '../../styles/motionCss';
import { color, space, text, weight } from '../../styles/theme';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { CheckList } from './CheckList';
import type { IconCardItem } from './iconCards';
import { IconTile } from './IconTile';

const Surface = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${space[4]};
  ${liftOnHover}
  h3 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
  p {
    color: ${color.textMuted};
  }
`;

interface IconCardGridProps {
  items: readonly IconCardItem[];
  columns: 2 | 3 | 4;
}

/** Cards, each an icon, an h3 title, a short description and optional check-marked points: told apart by icon and words. */
export function IconCardGrid({ items, columns }: IconCardGridProps) {
  return (
    <CardGrid columns={columns}>
      {items.map(({ key, icon, title, description, points }) => (
        <li key={key}>
          <Surface>
            <IconTile icon={icon} />
            <h3>{title}</h3>
            <p>{description}</p>
            {points ? <CheckList items={points} /> : null}
          </Surface>
        </li>
      ))}
    </CardGrid>
  );
}
