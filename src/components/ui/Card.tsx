import styled from '@emotion/styled';
import { color, radius, shadow, space } from '../../styles/theme';

/** The raised surface used for feature, stat, form and dashboard panels. */
export const Card = styled.div`
  min-width: 0;
  padding: ${space[6]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  box-shadow: ${shadow.sm};
`;
