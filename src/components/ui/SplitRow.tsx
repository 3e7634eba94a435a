import styled from '@emotion/styled';
import { space } from '../../styles/theme';

/** Two ends of a row (a title and its actions, a note and a button), wrapping when the row is narrow. */
export const SplitRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;
