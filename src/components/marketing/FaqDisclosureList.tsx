import styled from '@emotion/styled';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { color, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { Card } from '../ui/Card';

const List = styled(BareList)`
  max-width: 48rem;
  margin-inline: auto;
`;

/*
 * Native <details>/<summary>: the browser provides the button role, the expanded state and
 * keyboard handling, and the answers open even before (or without) JavaScript.
 */
const Disclosure = styled(Card.withComponent('details'))`
  padding: 0;
  transition: border-color 0.15s ease;
  &[open] {
    border-color: ${color.primary};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space[4]};
    min-height: 3.5rem;
    padding: ${space[4]} ${space[5]};
    border-radius: ${radius.lg};
    color: ${color.text};
    font-size: ${text.lg};
    font-weight: ${weight.semibold};
    line-height: 1.35;
    list-style: none;
    cursor: pointer;
    &::-webkit-details-marker {
      display: none;
    }
    &:hover {
      color: ${color.primary};
    }
    svg {
      flex: none;
      color: ${color.primary};
      transition: transform 0.2s ease;
    }
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const Answer = styled.p`
  padding: 0 ${space[5]} ${space[5]};
  color: ${color.textMuted};
`;

/** Questions that each open to show their answer, one disclosure per question. */
export function FaqDisclosureList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <List gap={3}>
      {items.map((item) => (
        <li key={item.question}>
          <Disclosure>
            <summary>
              {item.question}
              <ChevronDown size={20} aria-hidden="true" />
            </summary>
            <Answer>{item.answer}</Answer>
          </Disclosure>
        </li>
      ))}
    </List>
  );
}
