import styled from '@emotion/styled';
import { liftOnHover } from '../../styles/motionCss';
import { color, mq, space, text, weight } from '../../styles/theme';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { CheckList } from './CheckList';
import type { IconCardItem } from './iconCards';
import { IconTile } from './IconTile';

/* The icon beside the title, the words under both: compact, so a row of look-alike cards stays short on a phone. */
const Surface = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-content: start;
  align-items: center;
  gap: ${space[3]} ${space[4]};
  padding: ${space[5]};
  ${mq.md} {
    padding: ${space[6]};
  }
  ${liftOnHover}
  h3 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
  > p,
  > ul {
    grid-column: 1 / -1;
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
