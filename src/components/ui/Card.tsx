import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, mq, radius, shadow, space } from '../../styles/theme';
import { forwardAllBut } from './forwardProps';

/** `raised`: a card among others on the page. `floating`: a single card that stands out, e.g. a form. */
export type CardElevation = 'raised' | 'floating';

interface CardProps {
  elevation?: CardElevation;
  /** The whole card is one link: it lifts and takes the primary border on hover. */
  interactive?: boolean;
}

const interactiveStyles = css`
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease,
    transform 0.15s ease;
  &:hover {
    border-color: ${color.primary};
    box-shadow: ${shadow.md};
    transform: translateY(-2px);
  }
  ${mq.reducedMotion} {
    &:hover {
      transform: none;
    }
  }
`;

/** The card's border, corners, background and shadow, for an element styled elsewhere (a grid's item). */
export const cardSurface = (elevation: CardElevation = 'raised') => css`
  border: 1px solid ${color.border};
  border-radius: ${elevation === 'floating' ? radius.xl : radius.lg};
  background: ${color.raised};
  box-shadow: ${elevation === 'floating' ? shadow.lg : shadow.sm};
`;

const shouldForwardProp = forwardAllBut('elevation', 'interactive');

/**
 * The site's one card surface: feature, stat, form, FAQ and dashboard panels. Give it another
 * element with `withComponent` (a section, a link, a <details>) rather than copying its look.
 */
export const Card = styled('div', { shouldForwardProp })<CardProps>`
  min-width: 0;
  padding: ${space[6]};
  ${({ elevation }) => cardSurface(elevation)}
  ${({ interactive }) => interactive && interactiveStyles}
`;
