import styled from '@emotion/styled';
import { mq, space } from '../../styles/theme';
import { BareList } from './BareList';
import { forwardAllBut } from './forwardProps';

/** A list of equal cards: one column on phones, two from `md`, `columns` from `lg`. */
export const CardGrid = styled(BareList, { shouldForwardProp: forwardAllBut('columns') })<{ columns: 2 | 3 | 4 }>`
  gap: ${space[6]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(${({ columns }) => columns}, minmax(0, 1fr));
  }
  > li {
    display: flex;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
`;
