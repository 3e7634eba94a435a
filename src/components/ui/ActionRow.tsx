import styled from '@emotion/styled';
import { space } from '../../styles/theme';
import { forwardAllBut } from './forwardProps';

/** Buttons side by side, wrapping onto new lines on narrow screens; centred unless `align="start"`. */
export const ActionRow = styled('div', { shouldForwardProp: forwardAllBut('align') })<{ align?: 'center' | 'start' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ align = 'center' }) => (align === 'start' ? 'flex-start' : 'center')};
  gap: ${space[3]};
`;
