import styled from '@emotion/styled';
import { color, gradient, mq, radius, systemColor } from '../../styles/theme';

/**
 * A native <progress>: the browser exposes its value and maximum as is; only its look is
 * restyled. Forced colours would drop the track's fill and the bar's gradient, leaving nothing
 * drawn: there it keeps an outline in the text colour and fills what is done with Highlight.
 */
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
  ${mq.forcedColors} {
    forced-color-adjust: none;
    border: 1px solid ${systemColor.canvasText};
    background: ${systemColor.canvas};
    &::-webkit-progress-bar {
      background: ${systemColor.canvas};
    }
    &::-webkit-progress-value {
      background: ${systemColor.highlight};
    }
    &::-moz-progress-bar {
      background: ${systemColor.highlight};
    }
  }
`;
