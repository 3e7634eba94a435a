import styled from '@emotion/styled';
import { visuallyHidden } from '../../styles/visuallyHidden';

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
