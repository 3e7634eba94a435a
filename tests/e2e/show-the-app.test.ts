import { expect, it } from 'vitest';
import { steps } from '../../src/content/howItWorksData';
import { locales, localizedPath } from '../../src/i18n/locales';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { PHONES, phones } from '../support/pageChecks';

describeInBrowser('the app, shown', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  // Each page's phones at their size, on the page's colour, in both schemes and widths: the sweep's "drawn phones".

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
    for (const [path, count] of Object.entries(PHONES)) {
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

  // Every headline figure on one line in every language, from 320 to 1280 px: the sweep.
});
