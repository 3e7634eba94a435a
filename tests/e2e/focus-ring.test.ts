import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { contrast, type Box, type Rgb } from '../support/contrast';
import { decodePng } from '../support/png';

/*
 * WCAG 2.4.7 and 1.4.11: the focus ring keeps 3:1 against every surface it is drawn on. Measured,
 * not assumed: every control of every route is focused in turn, and the screen around it is
 * photographed focused and not; a pixel belongs to the ring's visible part when the focused
 * picture differs from the unfocused one at 3:1 or more there (the ring's colour against the
 * surface behind it, whatever that surface is: a band, a gradient, the footer, a button's fill).
 * Each control's ring must have at least as many such pixels as a 2 px line around the control
 * (WCAG 2.4.13's measure of an indicator, stricter than 2.4.7 asks), outside the control's own
 * box, so that a hover-like change of the control itself does not count.
 */

const SCHEMES = ['light', 'dark'] as const;
/** Beyond the control's box, how far a ring may reach (the ring's bands end at 7 px). */
const REACH = 10;

/** Everything Tab can reach, as the page sees it: the box the ring is drawn around, and a name for a failure. */
interface Stop {
  index: number;
  name: string;
  box: Box;
  /** The box's corner radius, in px: a round control's ring is round too. */
  radius: number;
  focusVisible: boolean;
}

const FOCUSABLE = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Runs in the page: focuses the n-th visible focusable element and reports, two frames later (once
 * what focus changes is painted: the skip link slides in), where its ring is drawn.
 */
async function focusStop([selector, index]: [string, number]): Promise<Stop | null> {
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
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const painted = element.matches('input[type=radio]') ? (element.nextElementSibling as HTMLElement) : element;
  const { x, y, width, height } = painted.getBoundingClientRect();
  const corner = getComputedStyle(painted).borderTopLeftRadius;
  const radius = Math.min(corner.endsWith('%') ? (parseFloat(corner) / 100) * width : parseFloat(corner) || 0, width / 2, height / 2);
  const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).value ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  return { index, name, box: { x, y, width, height }, radius, focusVisible: element.matches(':focus-visible') };
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Whether a pixel's centre lies inside a box with rounded corners. */
function inside(x: number, y: number, box: Box, radius: number): boolean {
  const [px, py] = [x + 0.5, y + 0.5];
  if (px < box.x || px > box.x + box.width || py < box.y || py > box.y + box.height) return false;
  const dx = Math.max(box.x + radius - px, px - (box.x + box.width - radius), 0);
  const dy = Math.max(box.y + radius - py, py - (box.y + box.height - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

/** The ring's pixels at 3:1 against what the same pixels show unfocused, and how many a 2 px line around the visible box takes. */
function measureRing(focused: Buffer, unfocused: Buffer, clip: Box, { box, radius }: Stop, viewport: { width: number; height: number }) {
  const [on, off] = [decodePng(focused), decodePng(unfocused)];
  let ringPixels = 0;
  let weakest: { ratio: number; ring: Rgb; behind: Rgb } | undefined;
  for (let row = 0; row < on.height; row += 1) {
    for (let column = 0; column < on.width; column += 1) {
      const [x, y] = [clip.x + column, clip.y + row];
      if (inside(x, y, box, radius)) continue;
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

const NOT_FOUND = '/no-such-page';

/** Every route, the not-found page and the home page of the two languages of other scripts, at 1280 px; the home page's open menu at 375 px. */
const PAGES = [
  ...routes.map((route) => ({ path: route.path, width: 1280 })),
  { path: NOT_FOUND, width: 1280 },
  { path: '/ar', width: 1280 },
  { path: '/hi', width: 1280 },
  { path: '/', width: 375, menu: true },
];

describeInBrowser('the focus ring, measured on every control', () => {
  const harness = useBrowser();

  for (const colorScheme of SCHEMES) {
    it.each(PAGES.map((page) => [`${page.path} at ${page.width} px${page.menu ? ', menu open' : ''}`, page] as const))(
      `${colorScheme}: %s shows every control's ring at 3:1 or more against what is behind it`,
      async (_label, { path, width, menu }) => {
        const viewport = { width, height: 800 };
        const { page, errors, close } = await harness.newPage({ viewport, colorScheme, reducedMotion: 'reduce' });
        await page.goto(`${harness.url}${path}`);
        await waitForHydration(page);
        // A key press first, as a keyboard visitor's: focus that follows it is shown (:focus-visible).
        await page.keyboard.press('Tab');
        if (menu) {
          await page.locator('header button[aria-controls="primary-navigation"]').focus();
          await page.keyboard.press('Enter');
        }
        const selector = menu ? `#primary-navigation :is(${FOCUSABLE})` : FOCUSABLE;
        const failures: string[] = [];
        let measured = 0;
        for (let index = 0; ; index += 1) {
          const stop = await page.evaluate(focusStop, [selector, index] as [string, number]);
          if (!stop) break;
          const clip = {
            x: Math.max(0, Math.floor(stop.box.x) - REACH),
            y: Math.max(0, Math.floor(stop.box.y) - REACH),
            width: 0,
            height: 0,
          };
          clip.width = Math.min(viewport.width, Math.ceil(stop.box.x + stop.box.width) + REACH) - clip.x;
          clip.height = Math.min(viewport.height, Math.ceil(stop.box.y + stop.box.height) + REACH) - clip.y;
          if (clip.width <= 0 || clip.height <= 0) {
            failures.push(`${stop.name}: not on screen once focused (${JSON.stringify(stop.box)})`);
            continue;
          }
          const focused = await page.screenshot({ clip });
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await nextFrame(page);
          const unfocused = await page.screenshot({ clip });
          const { ringPixels, needed, weakest } = measureRing(focused, unfocused, clip, stop, viewport);
          measured += 1;
          if (!stop.focusVisible) failures.push(`${stop.name}: focus is not shown (:focus-visible does not match)`);
          else if (ringPixels < needed) {
            const seen = weakest
              ? `; the ring's best colour short of 3:1: ${weakest.ring} on ${weakest.behind}, ${weakest.ratio.toFixed(2)}:1`
              : '';
            failures.push(`${stop.name}: ${ringPixels} ring pixels at 3:1, ${needed} needed${seen}`);
          }
        }
        expect(measured, 'controls measured').toBeGreaterThan(menu ? 8 : 15);
        expect(failures, `${path} at ${width} px, ${colorScheme}`).toEqual([]);
        // The not-found page is answered with its status, which the console reports.
        expect(errors.filter((error) => !(path === NOT_FOUND && error.includes('status of 404')))).toEqual([]);
        await close();
      },
    );
  }
});
