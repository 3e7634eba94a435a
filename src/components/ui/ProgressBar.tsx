import styled from '@emotion/styled';
import { color, gradient, radius } from '../../styles/theme';

/** A native <progress>: the browser exposes its value and maximum as is; only its look is restyled. */
export const ProgressBar = styled.progress`
  display: block;
  width: 100%;
  height: 0.75rem;
  border: 0;
  border-radius: ${radius.pill};
  overflow: hidden;
  appearance: none;
  background: ${color.surfaceStrong};
  &::-webkit-progress-bar {
    border-radius: ${radius.pill};
    background: ${color.surfaceStrong};
  }
  &::-webkit-progress-value {
    border-radius: ${radius.pill};
    background: ${gradient.brand};
  }
  &::-moz-progress-bar {
    border-radius: ${radius.pill};
    background: ${gradient.brand};
  }
`;
