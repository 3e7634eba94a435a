import { expect, it } from 'vitest';
import { locales, localizedPath } from '../../src/i18n/locales';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

/*
 * Issue 34's measured targets, in Chromium: where the asks sit, one grid for every opening, words
 * that fit the drawn screens in every language, phones that grow with a visitor's text spacing
 * instead of cutting their words off, no sentence said twice on a page, and parts that line up.
 */

/** Runs in the page: the sticky bars inside main drawn on screen (seen, within the viewport). */
function stickyBarsOnScreen(): number {
  return [...document.querySelectorAll('main *')].filter((element) => {
    const box = element.getBoundingClientRect();
    return (
      getComputedStyle(element).position === 'sticky' &&
      getComputedStyle(element).opacity !== '0' &&
      box.top < innerHeight &&
      box.bottom > 0
    );
  }).length;
}

/** Runs in the page: the links to `href` that a sticky bar inside main is drawn over, by their text. */
function stickyBarsOver(href: string): string[] {
  const bars = [...document.querySelectorAll('main *')].filter((element) => getComputedStyle(element).position === 'sticky');
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`main a[href="${href}"]`)].filter(
    (link) => !bars.some((bar) => bar.contains(link)),
  );
  return links
    .filter((link) => {
      const box = link.getBoundingClientRect();
      return bars.some((bar) => {
        const over = bar.getBoundingClientRect();
        return over.top < box.bottom && over.bottom > box.top && over.left < box.right && over.right > box.left;
      });
    })
    .map((link) => link.textContent ?? '');
}

describeInBrowser('the layout, measured', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('puts /app-download’s first store button in a phone’s first screen, and its phone and a QR code in the wide opening', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 812 } });
    for (const locale of locales) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${harness.url}${localizedPath(locale, '/app-download')}`);
      await waitForHydration(page);
      const store = await page.locator('main a[target="_blank"]').first().boundingBox();
      expect(store!.y, locale.code).toBeGreaterThanOrEqual(0);
      expect(store!.y + store!.height, locale.code).toBeLessThanOrEqual(812);

      await page.setViewportSize({ width: 1280, height: 800 });
      const opening = await page.evaluate(() => {
        const intro = document.querySelector('main > section')!;
        const box = (element: Element | null) => element && element.getBoundingClientRect().toJSON();
        return {
          phone: box(intro.querySelector('[role="img"][data-arrival]')),
          code: box(intro.querySelector('svg[role="img"]')),
        };
      });
      for (const [name, rect] of Object.entries(opening)) {
        expect(rect, `${locale.code}: ${name} in the opening`).not.toBeNull();
        expect(rect!.top, `${locale.code}: ${name}`).toBeGreaterThanOrEqual(0);
        expect(rect!.bottom, `${locale.code}: ${name}`).toBeLessThanOrEqual(800);
      }
    }
    await close();
  });

  // Every opening's lead and second column, the drawn screens' labels, orphaned words, repeated
  // sentences and the phones under WCAG 1.4.12's text spacing, page by page: tests/support/sweep.ts.

  it('keeps the main ask in a bar at the foot of a phone’s screen on /, /business and /how-it-works once the opening is read, never over the opening, and not on a wide screen', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 812 } });
    for (const [path, href] of [
      ['/', '/app-download'],
      ['/business', '#quote'],
      ['/how-it-works', '/app-download'],
    ] as const) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);
      /** The ask's links wholly on screen: the bar's among them when it is drawn at the foot of the screen. */
      const asks = (target: string) =>
        page.evaluate((wanted) => {
          const onScreen = [...document.querySelectorAll<HTMLAnchorElement>('main a')].filter((anchor) => {
            const box = anchor.getBoundingClientRect();
            return anchor.getAttribute('href') === wanted && box.top >= 0 && box.bottom <= innerHeight && anchor.checkVisibility();
          });
          return {
            any: onScreen.length,
            atFoot: onScreen.filter((anchor) => anchor.getBoundingClientRect().bottom > innerHeight - 100).length,
          };
        }, target);
      // The first screen: the opening's own ask, and no bar over the opening.
      expect((await asks(href)).any, `${path} first screen`).toBeGreaterThan(0);
      expect(await page.evaluate(stickyBarsOver, href), `${path} first screen`).toEqual([]);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [height / 3, (2 * height) / 3]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect((await asks(href)).atFoot, `${path} scrolled to ${Math.round(y)}`).toBeGreaterThanOrEqual(1);
      }
      // Keyboard focus on the page steps the bar aside, so nothing focused is ever under it.
      await page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input')];
        links.find((link) => link.getBoundingClientRect().top > innerHeight / 2 && getComputedStyle(link).position !== 'sticky')?.focus();
      });
      // Backwards: the bar's own link comes last in the page's order.
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
      expect(await page.evaluate(stickyBarsOnScreen), `${path} with keyboard focus on the page`).toBe(0);
      // The bar's own link still takes focus, and shows when it has it.
      await page.locator('main a').last().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(stickyBarsOnScreen), `${path} with focus on the bar`).toBe(1);
      await page.setViewportSize({ width: 1280, height: 800 });
      const bars = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter(
            (element) => getComputedStyle(element).position === 'sticky' && (element as HTMLElement).offsetParent !== null,
          ).length,
      );
      expect(bars, `${path} at 1280`).toBe(0);
    }
    await close();
  });

  // The testimonials' author rows, the business steps' outcomes and the dashboard's values, lined up in every language: the sweep.
});
