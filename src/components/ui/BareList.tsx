import styled from '@emotion/styled';
import { space } from '../../styles/theme';
import { forwardAllBut } from './forwardProps';

interface BareListProps {
  /** Space between the items, a step of the theme's spacing scale. */
  gap?: keyof typeof space;
  /** Items side by side in a wrapping row instead of stacked. */
  inline?: boolean;
}

/** A list without bullets or indent; render it `as="ol"` where the order matters. */
export const BareList = styled('ul', { shouldForwardProp: forwardAllBut('gap', 'inline') })<BareListProps>`
  display: ${({ inline }) => (inline ? 'flex' : 'grid')};
  ${({ inline }) => (inline ? 'flex-wrap: wrap;' : '')}
  gap: ${({ gap = 0 }) => space[gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
