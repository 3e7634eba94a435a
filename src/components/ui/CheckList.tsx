import styled from '@emotion/styled';
import Check from 'lucide-react/icons/check';
import type { AccentTone } from '../../content/types';
import { accentColors } from '../../styles/accent';
import { color, space, text } from '../../styles/theme';
import { BareList } from './BareList';
import { forwardAllBut } from './forwardProps';

const List = styled(BareList, { shouldForwardProp: forwardAllBut('tone') })<{ tone: AccentTone }>`
  color: ${color.text};
  font-size: ${text.sm};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${space[2]};
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ tone }) => accentColors[tone].strong};
  }
`;

/** Short points, each after a check mark in the card's accent colour. */
export function CheckList({ items, tone }: { items: readonly string[]; tone: AccentTone }) {
  return (
    <List gap={2} tone={tone}>
      {items.map((item) => (
        <li key={item}>
          <Check size={16} strokeWidth={2.5} aria-hidden="true" />
          {item}
        </li>
      ))}
    </List>
  );
}
