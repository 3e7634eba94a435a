import styled from '@emotion/styled';
import { space } from '../../styles/theme';

/** Buttons side by side, centred, wrapping onto new lines on narrow screens. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`;
