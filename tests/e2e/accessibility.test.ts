import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { pageColor } from '../../src/styles/themeColor';
import { axeViolations } from '../support/axe';
import { describeInBrowser, useBrowser, waitForHydration, type RecordedPage } from '../support/browser';

const WIDTHS = [375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

/** `rgb(r, g, b)` of a #rrggbb colour, as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/**
 * Sums the layout shifts of each document the page loads, in two parts. Once the parsed document
 * has been painted in full (the second frame after DOMContentLoaded), nothing may move: not
 * hydration, images, the theme or client code. Before that, on a starved CPU, Chromium may paint
 * a half-parsed page (an icon before its label, one button of a group before the others), and the
 * rest of the markup then moves what was painted. No valid markup prevents that (`<link
 * rel=expect blocking=render>` would, but the Nu checker rejects it), so those shifts get a budget,
 * a tenth of what Core Web Vitals call good, instead of an exact zero.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __layoutShift: { painted: number; parsing: number } };
    record.__layoutShift = { painted: 0, parsing: 0 };
    let paintedAt = Infinity;
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => requestAnimationFrame(() => (paintedAt = performance.now()))),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.__layoutShift[entry.startTime >= paintedAt ? 'painted' : 'parsing'] += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describeInBrowser('every route in both colour schemes: axe-core (WCAG 2.2 AA) and layout shift', () => {
  const harness = useBrowser();

  for (const colorScheme of SCHEMES) {
    for (const width of WIDTHS) {
      describe(`${colorScheme} at ${width} px`, () => {
        // One page for the whole sweep at this width and scheme.
        let recorded: RecordedPage;
        beforeAll(async () => {
          recorded = await harness.newPage({ viewport: { width, height: 900 }, colorScheme });
          await recordLayoutShifts(recorded.page);
        });
        afterAll(() => recorded.close());

        it.each(routes.map((route) => [route.path] as const))('%s: no violations, no layout shift', async (path) => {
          const { page, errors, cspViolations } = recorded;
          await page.goto(`${harness.url}${path}`);
          await waitForHydration(page);
          // The scheme under test is the one painted.
          expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(pageColor[colorScheme]));
          expect(await axeViolations(page), `${path} at ${width} px, ${colorScheme}`).toEqual([]);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            'sideways scroll',
          ).toBeLessThanOrEqual(0);
          const shift = await page.evaluate(
            () => (window as unknown as { __layoutShift: { painted: number; parsing: number } }).__layoutShift,
          );
          expect(shift.painted, 'layout shift once the whole document is painted').toBe(0);
          expect(shift.parsing, 'layout shift while the document is parsed').toBeLessThan(0.01);
          expect(errors).toEqual([]);
          expect(await cspViolations()).toEqual([]);
        });
      });
    }
  }

  it.each(SCHEMES)('has no violations with the mobile menu and its theme control open (%s)', async (colorScheme) => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 900 }, colorScheme });
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('radiogroup', { name: 'Theme' }).waitFor();
    expect(await axeViolations(page, 'header')).toEqual([]);
    await close();
  });
});
