import styled from '@emotion/styled';
import type { AccentTone } from '../../content/types';
import { accentColors } from '../../styles/accent';
import { space, text, tracking, weight } from '../../styles/theme';
import { AccentCard } from './AccentCard';
import { CardGrid } from './CardGrid';
import { CheckList } from './CheckList';
import type { IconCardItem } from './iconCards';
import { IconTile } from './IconTile';

const NumberedTitle = styled.h3`
  display: grid;
  gap: ${space[1]};
`;

const StepNumber = styled.span<{ tone: AccentTone }>`
  color: ${({ tone }) => accentColors[tone].strong};
  font-size: ${text['2xl']};
  font-weight: ${weight.black};
  font-variant-numeric: tabular-nums;
  letter-spacing: ${tracking.tight};
`;

interface IconCardGridProps {
  items: readonly IconCardItem[];
  columns: 2 | 3 | 4;
  /** `steps`: an ordered list of numbered cards with larger icons. */
  variant?: 'cards' | 'steps';
}

/** Accent cards, each an icon, an h3 title, a short description and optional check-marked points. */
export function IconCardGrid({ items, columns, variant = 'cards' }: IconCardGridProps) {
  const steps = variant === 'steps';
  return (
    <CardGrid as={steps ? 'ol' : 'ul'} columns={columns}>
      {items.map(({ key, icon, tone, title, description, points, number }) => (
        <li key={key}>
          <AccentCard tone={tone}>
            <IconTile icon={icon} tone={tone} large={steps} />
            {number ? (
              <NumberedTitle>
                <StepNumber tone={tone}>{number}</StepNumber> {title}
              </NumberedTitle>
            ) : (
              <h3>{title}</h3>
            )}
            <p>{description}</p>
            {points ? <CheckList items={points} tone={tone} /> : null}
          </AccentCard>
        </li>
      ))}
    </CardGrid>
  );
}
