/**
 * Checks for WCAG 2.4.11 (focus not obscured), run in the page by any engine's `evaluate`: each
 * function is self-contained, so that its source can be sent to the browser as it is.
 */

/** What has focus, and what (if anything) covers it; `null` when focus is on the page itself. */
export interface FocusSight {
  /** The focused element, for a failure message: its tag and its name or text. */
  element: string;
  /** Its link target, if it is a link (the skip link is `#main`). */
  href: string | null;
  /** Whatever is drawn over the element's top, middle or bottom instead of it (the header, an open menu). */
  coveredBy: string[];
  /** The element lies outside the viewport: scrolling did not bring it into view. */
  offScreen: boolean;
}

/**
 * Runs in the page: whether the focused element can be seen. It hit-tests three points down the
 * middle of its first box (a link that wraps is judged by its first line): at its top edge, its
 * centre and its bottom edge, each must land on the element itself (or its label), not on a
 * sticky header or an open panel drawn over it. Stricter than 2.4.11, which asks only that it
 * not be entirely hidden: no part of it may be covered.
 *
 * With `settle`, it first waits two frames: Firefox and WebKit may answer a driver before they
 * have scrolled to what a key press focused, and what a visitor sees is the next frame.
 */
export async function focusSight(settle = false): Promise<FocusSight | null> {
  if (settle) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);
  const x = clamp(box.left + box.width / 2, innerWidth);
  const own = (hit: Element | null) =>
    hit !== null && (element.contains(hit) || [...((element as HTMLInputElement).labels ?? [])].some((label) => label.contains(hit)));
  const describe = (node: Element) =>
    `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.getAttribute('aria-label') ?? node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const coveredBy = [box.top + 2, box.top + box.height / 2, box.bottom - 2]
    .map((y) => document.elementFromPoint(x, clamp(y, innerHeight)))
    .filter((hit) => !own(hit))
    .map((hit) => (hit ? describe(hit.closest('header, nav, [id], section') ?? hit) : 'nothing'));
  return {
    element: describe(element),
    href: element.getAttribute('href'),
    coveredBy: [...new Set(coveredBy)],
    offScreen: box.bottom <= 0 || box.top >= innerHeight,
  };
}

/** A failure line for a focused element that cannot be fully seen, or null. */
export function obscured(sight: FocusSight | null, step: string): string | null {
  if (!sight || (sight.coveredBy.length === 0 && !sight.offScreen)) return null;
  return `${step}: ${sight.element} ${sight.offScreen ? 'is off screen' : `is covered by ${sight.coveredBy.join(', ')}`}`;
}

/**
 * Runs in the page: whether focus is on the page's last stop in tab order (the last visible,
 * enabled control in document order). Tabbing on from there leaves the document, which in
 * Firefox takes the window's focus with it; sweeps turn back here instead.
 */
export function onLastStop(): boolean {
  const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')].filter(
    (element) => !(element as HTMLButtonElement).disabled && element.checkVisibility({ visibilityProperty: true }),
  );
  return document.activeElement === stops.at(-1);
}
