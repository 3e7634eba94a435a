import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { FOCUSABLE, focusStop, measureRing, REACH } from '../support/focusRing';

/*
 * WCAG 2.4.7 and 1.4.11: the focus ring keeps 3:1 against every surface it is drawn on (a band,
 * a gradient, the footer, a button's fill), in both schemes. Measured, not assumed: every control
 * of every route is focused in turn and the screen around it photographed focused and not
 * (tests/support/focusRing.ts says how a ring is measured).
 */

const SCHEMES = ['light', 'dark'] as const;
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

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
