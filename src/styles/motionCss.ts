import { mq, motion, radius, shadow } from './theme';

/*
 * The site's movements, as rules a component adds to its own: CSS only, transform and opacity
 * only, and nothing at all for a visitor who asks for reduced motion. Nothing with text fades in:
 * text keeps its contrast at every frame (an accessibility check may read it mid-way). None moves anything that
 * takes up room in the layout, so none shifts the page. (Scroll-driven entrances would need
 * `animation-timeline`, which the HTML checker's CSS grammar does not know yet.)
 */

/**
 * Content that arrives with the page: it rises a little into place, its opacity untouched, so
 * text keeps its contrast at every step and the largest paint is not held back.
 */
export const riseOnArrival = `
  ${mq.motionOk} {
    animation: rise ${motion.enter} both;
  }
`;

/**
 * A card that lifts under the pointer: it moves up, and a deeper shadow (drawn by a layer of its
 * own, behind its content, and shown by its opacity) grows around it.
 */
export const liftOnHover = `
  position: relative;
  isolation: isolate;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: ${radius.lg};
    box-shadow: ${shadow.lg};
    opacity: 0;
    pointer-events: none;
  }
  ${mq.motionOk} {
    transition: transform ${motion.lift};
    &::after {
      transition: opacity ${motion.lift};
    }
    @media (hover: hover) {
      &:hover {
        transform: translateY(-0.25rem);
      }
      &:hover::after {
        opacity: 1;
      }
    }
  }
`;
