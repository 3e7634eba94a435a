import { useEffect, type RefObject } from 'react';

/**
 * While something the visitor opened is open (the phone menu, the language menu): Escape from
 * anywhere, or a click outside `parts`, closes it and gives focus back to what opened it
 * (`close(true)`); focus arriving anywhere outside (Tab past its last entry) closes it and
 * leaves focus where it went (`close(false)`), so it never covers what has focus. A click, not a
 * pointer-down: a press that slides off does nothing (WCAG 2.5.2).
 *
 * It listens from the start and asks `isOpen` at each event, rather than listening once a render
 * says it is open: a disclosure's toggle event comes a task after it opens, and on a slow phone a
 * quick Tab past the list could leave it before React heard of it, and find it open over the page.
 */
export function useDismissal(
  isOpen: () => boolean,
  parts: readonly RefObject<HTMLElement | null>[],
  close: (returnFocus: boolean) => void,
) {
  useEffect(() => {
    const outside = (target: EventTarget | null) => target instanceof Node && !parts.some((part) => part.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen()) close(true);
    };
    const onClick = (event: MouseEvent) => {
      if (isOpen() && outside(event.target)) close(true);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOpen() && outside(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, parts, close]);
}
