import { contrast, type Box, type Rgb } from './contrast';
import { decodePng, type Bitmap } from './png';

/*
 * Measuring a focus ring (WCAG 2.4.7, 1.4.11) in screenshots, in any engine: the control is
 * photographed focused and not; a pixel belongs to the ring's visible part when the two pictures
 * differ at 3:1 or more there (the ring's colour against the surface behind it, whatever that
 * surface is). A ring must have at least as many such pixels as a 2 px line around the control
 * (WCAG 2.4.13's measure of an indicator, stricter than 2.4.7 asks), outside the control's own
 * shape, so that a change of the control itself does not count.
 */

/** Beyond the control's box, how far a ring may reach (the ring's bands end at 7 px). */
export const REACH = 10;

/** Everything Tab can reach, as the page sees it: the box the ring is drawn around, and a name for a failure. */
export interface Stop {
  index: number;
  name: string;
  box: Box;
  /** The box's corner radius, in px: a round control's ring is round too. */
  radius: number;
  focusVisible: boolean;
}

export const FOCUSABLE = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Runs in the page: focuses the n-th visible focusable element and reports, two frames later (once
 * what focus changes is painted: the skip link slides in), where its ring is drawn. With `settle`
 * false it reports at once, for a caller whose next screenshot paints a frame of its own and
 * whose page has no transition to wait for (reduced motion).
 */
export async function focusStop([selector, index, settle = true]: [string, number, boolean?]): Promise<Stop | null> {
  const stops = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (element) =>
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      // A radio of the theme control is hidden under the segment that draws its ring.
      (element.checkVisibility({ visibilityProperty: true }) || (element as HTMLInputElement).type === 'radio'),
  );
  const element = stops[index];
  if (!element) return null;
  element.focus();
  if (settle) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // What focus set moving (the skip link sliding in) comes to rest, however slow the frames.
    const moving = element.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  }
  const painted = element.matches('input[type=radio]') ? (element.nextElementSibling as HTMLElement) : element;
  const { x, y, width, height } = painted.getBoundingClientRect();
  const corner = getComputedStyle(painted).borderTopLeftRadius;
  const radius = Math.min(corner.endsWith('%') ? (parseFloat(corner) / 100) * width : parseFloat(corner) || 0, width / 2, height / 2);
  const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).value ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  return { index, name, box: { x, y, width, height }, radius, focusVisible: element.matches(':focus-visible') };
}

/** Whether a pixel's centre lies inside a box with rounded corners. */
function inside(x: number, y: number, box: Box, radius: number): boolean {
  const [px, py] = [x + 0.5, y + 0.5];
  if (px < box.x || px > box.x + box.width || py < box.y || py > box.y + box.height) return false;
  const dx = Math.max(box.x + radius - px, px - (box.x + box.width - radius), 0);
  const dy = Math.max(box.y + radius - py, py - (box.y + box.height - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

/**
 * The ring's pixels at 3:1 against what the same pixels show unfocused, within `REACH` of the
 * control's box and outside its shape, and how many a 2 px line around the visible box takes.
 * `focused` and `unfocused` are screenshots (PNG, or decoded) of `clip` (the viewport, or a part
 * of it).
 */
export function measureRing(
  focused: Buffer | Bitmap,
  unfocused: Buffer | Bitmap,
  clip: Box,
  { box, radius }: Stop,
  viewport: { width: number; height: number },
) {
  const [on, off] = [focused, unfocused].map((shot) => (Buffer.isBuffer(shot) ? decodePng(shot) : shot)) as [Bitmap, Bitmap];
  let ringPixels = 0;
  let weakest: { ratio: number; ring: Rgb; behind: Rgb } | undefined;
  for (let row = 0; row < on.height; row += 1) {
    for (let column = 0; column < on.width; column += 1) {
      const [x, y] = [clip.x + column, clip.y + row];
      if (inside(x, y, box, radius)) continue;
      if (x < box.x - REACH || x > box.x + box.width + REACH || y < box.y - REACH || y > box.y + box.height + REACH) continue;
      const [ring, behind] = [on.rgb(column, row), off.rgb(column, row)];
      if (ring.every((channel, at) => channel === behind[at])) continue;
      const ratio = contrast(ring, behind);
      if (ratio >= 3) ringPixels += 1;
      else if (!weakest || ratio > weakest.ratio) weakest = { ratio, ring, behind };
    }
  }
  // A side of the box at the screen's edge has its ring off screen: only sides on screen count.
  const left = box.x >= 2;
  const top = box.y >= 2;
  const right = box.x + box.width <= viewport.width - 2;
  const bottom = box.y + box.height <= viewport.height - 2;
  const [visibleWidth, visibleHeight] = [
    Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0),
    Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0),
  ];
  // Each rounded corner takes a quarter circle's length instead of two straight radii.
  const sides = visibleWidth * (Number(top) + Number(bottom)) + visibleHeight * (Number(left) + Number(right));
  const corners = [top && left, top && right, bottom && left, bottom && right].filter(Boolean).length;
  const needed = 2 * (sides - corners * (2 - Math.PI / 2) * radius);
  return { ringPixels, needed: Math.floor(needed), weakest };
}
