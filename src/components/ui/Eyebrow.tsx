import styled from '@emotion/styled';
import { color, text, tracking, weight } from '../../styles/theme';
import { forwardAllBut } from './forwardProps';

export type EyebrowTone = 'primary' | 'muted' | 'onInk';

const tones: Record<EyebrowTone, string> = { primary: color.primary, muted: color.textMuted, onInk: color.onInk };

interface EyebrowProps {
  tone?: EyebrowTone;
  size?: 'xs' | 'sm';
}

/**
 * The short uppercase line above a heading, or a small heading of its own (a footer column,
 * a table of contents). Render it as a heading with `withComponent` where it is one.
 */
export const Eyebrow = styled('p', { shouldForwardProp: forwardAllBut('tone', 'size') })<EyebrowProps>`
  color: ${({ tone = 'primary' }) => tones[tone]};
  font-size: ${({ size = 'sm' }) => text[size]};
  font-weight: ${weight.semibold};
  letter-spacing: ${tracking.widest};
  text-transform: uppercase;
`;
