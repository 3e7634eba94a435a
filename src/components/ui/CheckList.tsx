import styled from '@emotion/styled';
import Check from 'lucide-react/icons/check';
import { color, space, text } from '../../styles/theme';
import { BareList } from './BareList';

const List = styled(BareList)`
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
    color: ${color.primary};
  }
`;

/** Short points, each after a check mark in the accent. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List gap={2}>
      {items.map((item) => (
        <li key={item}>
          <Check size={16} strokeWidth={2.5} aria-hidden="true" />
          {item}
        </li>
      ))}
    </List>
  );
}
