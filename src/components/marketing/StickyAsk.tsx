import styled from '@emotion/styled';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import type { RoutePath } from '../../routes';
import { color, mq, space } from '../../styles/theme';
import { ButtonLink, buttonStyles } from '../ui/Button';

/** The bar's height on a phone: the page keeps this much room under whatever takes focus, so the bar never hides it (WCAG 2.4.11). */
const BAR_ROOM = '5rem';

/*
 * On a phone, the page's main ask stays within reach at the foot of the screen once the visitor
 * has read past the page's opening (which carries the ask itself): a bar stuck to the bottom of
 * the viewport (CSS alone, no script). It is the last child of what follows the opening, so it
 * can never rise over the opening's own buttons, and it comes to rest at the end of the page's
 * content. From `md` the page's own buttons are in reach and the bar is not drawn.
 */
const Bar = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: 10;
  display: grid;
  padding: ${space[3]} ${space[4]};
  border-block-start: 1px solid ${color.border};
  background: ${color.bar};
  backdrop-filter: blur(12px);
  > * {
    width: 100%;
  }
  html:has(&) {
    scroll-padding-block-end: ${BAR_ROOM};
  }
  /* Keyboard focus elsewhere on the page is never under the bar (WCAG 2.4.11): browsers do not
     always scroll a focused element clear of the scroll padding, so the bar steps aside, see-through
     to the eye and to the pointer. It stays in the tab order, and shows again when it takes focus. */
  html:has(main :focus-visible):not(:has(&:focus-within)) & {
    opacity: 0;
    pointer-events: none;
  }
  ${mq.md} {
    display: none;
    html:has(&) {
      scroll-padding-block-end: 0;
    }
  }
  ${mq.print} {
    display: none;
  }
`;

type StickyAskProps = { label: string; children: ReactNode } & ({ to: RoutePath; section?: never } | { section: string; to?: never });

/**
 * What follows a page's opening (`children`), with the page's main ask in a bar at the foot of a
 * phone's screen: a page of the site, or a part of this one (`section`, an id).
 */
export function StickyAsk({ label, to, section, children }: StickyAskProps) {
  return (
    <div>
      {children}
      <Bar>
        {to ? (
          <ButtonLink to={to} size="lg">
            {label}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        ) : (
          <a href={`#${section}`} css={buttonStyles({ variant: 'primary', size: 'lg' })}>
            {label}
          </a>
        )}
      </Bar>
    </div>
  );
}
