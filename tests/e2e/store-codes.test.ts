import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { localizedPath, locales, type Locale } from '../../src/i18n/locales';
import { describeInBrowser, useBrowser, waitForHydration, type RecordedPage } from '../support/browser';
import { decodePng, type Bitmap } from '../support/png';
import { readQrCode } from '../support/qr';
import { wordsOf } from '../support/words';

/**
 * The install code on /app-download (decisions 019 and 025), read from screenshots the way a
 * visitor's phone reads the screen, on a server configured with a site address of its own: after
 * a direct load (the server's SVG, kept by hydration) and after a client navigation (drawn in the
 * browser from the boot data), in English and in Arabic, in both colour schemes. One code for
 * both phones: it opens /get in the page's language, marked as a scan.
 */
const SITE_URL = 'https://scan.example';
const installAddress = (locale: Locale) => `${SITE_URL}${localizedPath(locale, '/get')}?utm_source=scan.example&utm_medium=qr`;
const LANGUAGES = locales.filter((locale) => locale.code === 'en' || locale.code === 'ar');

/** The quiet zone and the size the page draws: four modules of 3 CSS px on every side. */
const QUIET_ZONE_PX = 12;

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => (channel / 255 <= 0.04045 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The darkest and the lightest luminance of an image's pixels inside a rectangle. */
function luminanceRange(image: Bitmap, left: number, top: number, right: number, bottom: number): [number, number] {
  let [darkest, lightest] = [1, 0];
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const value = luminance(image.rgb(x, y));
      [darkest, lightest] = [Math.min(darkest, value), Math.max(lightest, value)];
    }
  }
  return [darkest, lightest];
}

const contrast = (light: number, dark: number) => (light + 0.05) / (dark + 0.05);

describeInBrowser('the install code in the browser (decisions 019 and 025)', () => {
  const harness = useBrowser({ env: { SITE_URL } });

  /**
   * What a phone's camera reads from the install code's card as the screen shows it, and checks
   * of the code's image: its name in the page's language, its size, its quiet zone and contrast.
   */
  async function expectCodesOnCards(page: Page, locale: Locale) {
    const { label } = wordsOf(locale.code, 'appDownload').installCode;
    // The store cards: the list item holding a code (the phone beside them has lists of its own).
    const cards = page.locator('#stores li').filter({ has: page.locator('figure') });
    expect(await cards.count()).toBe(1);
    const card = cards.first();
    expect(readQrCode(decodePng(await card.screenshot())), locale.code).toBe(installAddress(locale));

    const code = card.getByRole('img', { name: label, exact: true });
    expect(await code.getAttribute('shape-rendering')).toBe('crispEdges');
    const box = (await code.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(120);
    expect(box.width).toBeLessThanOrEqual(150);
    expect(box.height).toBe(box.width);

    // Light all round the modules for four modules, away from the tile's rounded corners and
    // less a pixel on either side (a screenshot at a fractional position takes in a pixel of the
    // tile's edge, or shifts the modules by one); and dark modules on it: the top-left finder
    // pattern starts right inside the quiet zone.
    const image = decodePng(await code.screenshot());
    const [width, height, inner] = [image.width, image.height, QUIET_ZONE_PX - 1];
    const bands = [
      luminanceRange(image, inner, 1, width - inner, inner),
      luminanceRange(image, inner, height - inner, width - inner, height - 1),
      luminanceRange(image, 1, inner, inner, height - inner),
      luminanceRange(image, width - inner, inner, width - 1, height - inner),
    ];
    const quietZoneDarkest = Math.min(...bands.map(([darkest]) => darkest));
    const [moduleDarkest] = luminanceRange(image, QUIET_ZONE_PX, QUIET_ZONE_PX, QUIET_ZONE_PX + 3, QUIET_ZONE_PX + 3);
    expect(contrast(quietZoneDarkest, moduleDarkest), `${locale.code}: modules on the quiet zone`).toBeGreaterThanOrEqual(7);
    // Looks come from the stylesheet, as the strict CSP requires.
    expect(await page.locator('main [style]').count()).toBe(0);
  }

  const expectClean = async ({ errors, cspViolations }: RecordedPage) => {
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  };

  for (const locale of LANGUAGES) {
    it(`${locale.name}: a direct load shows codes that read as the configured store URLs, in both schemes`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const recorded = await harness.newPage({ colorScheme });
        await recorded.page.goto(`${harness.url}${localizedPath(locale, '/app-download')}`);
        await waitForHydration(recorded.page);
        await expectCodesOnCards(recorded.page, locale);
        await expectClean(recorded);
        await recorded.close();
      }
    });

    it(`${locale.name}: a client navigation from the home page's header draws the same codes`, async () => {
      const recorded = await harness.newPage();
      const { page } = recorded;
      await page.goto(`${harness.url}${localizedPath(locale, '/')}`);
      await waitForHydration(page);
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      const shell = wordsOf(locale.code, 'shell');
      await page.locator('header').getByRole('link', { name: shell.linkLabels.startEarning, exact: true }).click();
      await page.waitForURL(`${harness.url}${localizedPath(locale, '/app-download')}`);
      await page.getByRole('heading', { level: 1, name: shell.pages['app-download'].heading }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expectCodesOnCards(page, locale);
      await expectClean(recorded);
      await recorded.close();
    });
  }

  it('shows the codes from 768 px only: below, neither seen nor in the accessibility tree', async () => {
    const { label, caption } = wordsOf('en', 'appDownload').installCode;
    for (const [width, shown] of [
      [375, false],
      [767, false],
      [768, true],
      [1280, true],
    ] as const) {
      const recorded = await harness.newPage({ viewport: { width, height: 900 } });
      const { page } = recorded;
      await page.goto(`${harness.url}/app-download`);
      await waitForHydration(page);
      const stores = page.locator('#stores');
      expect(await stores.getByRole('img', { name: label }).count(), `${width}`).toBe(shown ? 1 : 0);
      expect(await stores.getByText(caption).isVisible(), `${width}`).toBe(shown);
      expect((await stores.ariaSnapshot()).includes(label), `${width}`).toBe(shown);
      // The card stays within the page at every width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectClean(recorded);
      await recorded.close();
    }
  });
});
