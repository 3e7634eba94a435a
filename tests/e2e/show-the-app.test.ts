import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { steps } from '../../src/content/howItWorksData';
import { locales, localizedPath } from '../../src/i18n/locales';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

/** Where the site shows the app, and how many phones each page draws. */
const PHONE_PAGES = [
  ['/', 1],
  ['/how-it-works', steps.length],
  ['/app-download', 1],
] as const;

/** Each phone's text alternative, box and the colour its screen is drawn on. */
function phones(page: Page) {
  return page.locator('[role="img"][aria-label]').evaluateAll((elements) =>
    elements
      .filter((element) => element.querySelector('ul, svg'))
      .map((element) => {
        // Its laid-out size: the entrance's transform does not count.
        const { offsetWidth: width, offsetHeight: height } = element as HTMLElement;
        return {
          label: element.getAttribute('aria-label') ?? '',
          width,
          height,
          screen: getComputedStyle(element.firstElementChild!).backgroundColor,
        };
      }),
  );
}

/** How many headline figures the page shows (the home page's band, the business page's opening), and those that take more than one line. */
function figureLines(page: Page) {
  return page.evaluate(() => {
    const figures = [...document.querySelectorAll<HTMLElement>('#stats dl dd, main > section:first-of-type dl dd')];
    const broken = figures.filter((figure) => {
      const range = document.createRange();
      range.selectNodeContents(figure);
      // One line box: every fragment of the text ends on the same baseline.
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size > 1;
    });
    return { count: figures.length, broken: broken.map((figure) => figure.textContent ?? '') };
  });
}

describeInBrowser('the app, shown', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  describe.each(['light', 'dark'] as const)('in the %s scheme', (colorScheme) => {
    it.each(PHONE_PAGES)('%s draws its phones at their size, in the scheme, at 375 and 1280 px', async (path, count) => {
      const { page, errors, close } = await harness.newPage({ colorScheme });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${harness.url}${path}`);
        await waitForHydration(page);
        const drawn = await phones(page);
        expect(drawn, `${path} at ${width}`).toHaveLength(count);
        const pageColour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        for (const phone of drawn) {
          expect(phone.label.length).toBeGreaterThan(40);
          // 17.5rem × 36rem, whatever the page around it.
          expect(phone.width).toBe(280);
          expect(phone.height).toBe(576);
          // The app's screen is drawn on the page's own colour in either scheme.
          expect(phone.screen).toBe(pageColour);
        }
      }
      expect(errors).toEqual([]);
      await close();
    });
  });

  it('mirrors the app’s screens in Arabic, and keeps its labelled photograph as it is', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [code, mirrored] of [
      ['en', false],
      ['ar', true],
    ] as const) {
      const locale = locales.find((entry) => entry.code === code)!;
      await page.goto(`${harness.url}${localizedPath(locale, '/how-it-works')}`);
      await waitForHydration(page);
      const layout = await page.evaluate(() => {
        const [, questList, labeling] = document.querySelectorAll('[role="img"][aria-label]');
        // The tab bar's entries are the list items with an icon (the filter chips have none).
        const tabs = [...questList!.querySelectorAll('li:has(svg)')].map((tab) => tab.getBoundingClientRect().left);
        const time = questList!.querySelector('span')!;
        const boxes = [...labeling!.querySelectorAll('[dir="ltr"] > span')].map((box) => box.getBoundingClientRect().left);
        return { tabs, timeAtStart: time.getBoundingClientRect().left < questList!.getBoundingClientRect().left + 100, boxes };
      });
      // The tab bar reads from the inline start: left to right in English, right to left in Arabic.
      const ordered = [...layout.tabs].sort((a, b) => a - b);
      expect(layout.tabs, code).toEqual(mirrored ? ordered.reverse() : ordered);
      expect(layout.timeAtStart, code).toBe(!mirrored);
      // The boxes sit on the photograph's cars, the first at its left, in every language.
      expect(layout.boxes[0]!).toBeLessThan(layout.boxes[1]!);
    }
    await close();
  });

  it('draws the phones without JavaScript', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    for (const [path, count] of PHONE_PAGES) {
      await page.goto(`${harness.url}${path}`);
      const drawn = await phones(page);
      expect(drawn, path).toHaveLength(count);
      for (const phone of drawn) expect(phone.height).toBe(576);
    }
    await close();
  });

  it('draws a phone reached by client navigation in the box reserved for it', async () => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await page.locator('main').getByRole('link', { name: 'How It Works', exact: true }).first().click();
    await page.waitForURL(`${harness.url}/how-it-works`);
    await expect.poll(async () => (await phones(page)).length).toBe(steps.length);
    expect(errors).toEqual([]);
    await close();
  });

  it('moves only transform and opacity, and nothing at all when less motion is asked for', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page, close } = await harness.newPage({ reducedMotion, viewport: { width: 1280, height: 900 } });
      await page.goto(`${harness.url}/`);
      await waitForHydration(page);
      const animated = await page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
          return keyframes.flatMap((frame) =>
            Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
          );
        }),
      );
      if (reducedMotion === 'reduce') {
        expect(animated).toEqual([]);
      } else {
        // The phone arrives, the hero's words rise, the progress bars fill: moving, never resizing.
        expect(animated.length).toBeGreaterThan(2);
        expect(animated.flat().filter((property) => property !== 'transform' && property !== 'opacity')).toEqual([]);
      }
      // A card lifts under the pointer only where motion is welcome.
      const card = page.locator('#features li > div').first();
      await card.scrollIntoViewIfNeeded();
      await card.hover();
      await page.waitForTimeout(400);
      const transform = await card.evaluate((element) => getComputedStyle(element).transform);
      expect(transform === 'none', reducedMotion).toBe(reducedMotion === 'reduce');
      await close();
    }
  });

  it('keeps every headline figure on one line in every language, from 320 to 1280 px', async () => {
    const { page, close } = await harness.newPage();
    const broken: string[] = [];
    for (const locale of locales) {
      for (const path of ['/', '/business']) {
        await page.goto(`${harness.url}${localizedPath(locale, path)}`);
        await waitForHydration(page);
        // One load, laid out again at each width.
        for (const width of [320, 375, 768, 1024, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          const figures = await figureLines(page);
          expect(figures.count, `${locale.code}${path}`).toBeGreaterThanOrEqual(4);
          broken.push(...figures.broken.map((figure) => `${locale.code}${path} at ${width}: ${figure}`));
        }
      }
    }
    expect(broken).toEqual([]);
    await close();
  });
});
