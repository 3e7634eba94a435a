import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { describeInBrowser, useBrowser, waitForHydration, type RecordedPage } from '../support/browser';
import { wordsOf } from '../support/words';

/**
 * The visitor's store first, and /get (decision 025), in Chromium with each device emulated by
 * its User-Agent and touch: after hydration an Android phone sees Google Play first, an iPhone the
 * App Store, a computer the install code; /get sends a phone on to its store's listing with the
 * campaign it came with, and leaves a computer the page. Also the invite code's copy button and
 * the language suggestion.
 */
const SITE_URL = 'https://scan.example';
const { googlePlay: PLAY, appStore: APP_STORE } = defaultSiteConfig.links;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
const DEVICES = {
  android: {
    ...PHONE,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  },
  iphone: {
    ...PHONE,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;

const STORE_NAMES = { googlePlay: 'Google Play', appStore: 'App Store' };

/** The store each badge list on the page names first, in document order, once the visit is known. */
const firstStores = (page: Page) =>
  page.evaluate(
    ([play, appStore]) =>
      [...document.querySelectorAll('main ul')]
        .map((list) => list.querySelector('a[href]')?.getAttribute('href') ?? '')
        .filter((href) => href.startsWith(new URL(play!).origin) || href.startsWith(new URL(appStore!).origin))
        .map((href) => (href.startsWith(new URL(play!).origin) ? 'googlePlay' : 'appStore')),
    [PLAY, APP_STORE],
  );

const expectClean = async ({ errors, cspViolations }: RecordedPage) => {
  // A hydration mismatch would be reported here: the device is known only after hydration.
  expect(errors).toEqual([]);
  expect(await cspViolations()).toEqual([]);
};

describeInBrowser("the visitor's store first (decision 025)", () => {
  const harness = useBrowser({ env: { SITE_URL } });

  for (const [device, first] of [
    ['android', 'googlePlay'],
    ['iphone', 'appStore'],
  ] as const) {
    it(`${device}: ${STORE_NAMES[first]} first on /, /app-download and an invite, the other store one tap away`, async () => {
      const recorded = await harness.newPage(DEVICES[device]);
      const { page } = recorded;
      for (const path of ['/', '/app-download', '/ar/invite/ABC123']) {
        await page.goto(`${harness.url}${path}`);
        await waitForHydration(page);
        await expect.poll(() => firstStores(page), { message: `${device} ${path}` }).toEqual([first]);
        // Both stores are still there, as links.
        const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
        expect(
          hrefs.some((href) => href.startsWith(PLAY)),
          path,
        ).toBe(true);
        expect(
          hrefs.some((href) => href.startsWith(APP_STORE)),
          path,
        ).toBe(true);
      }
      await expectClean(recorded);
      await recorded.close();
    });
  }

  it('a computer: the install code first on /app-download, the stores beside it in the document order', async () => {
    const recorded = await harness.newPage(DEVICES.desktop);
    const { page } = recorded;
    await page.goto(`${harness.url}/app-download`);
    await waitForHydration(page);
    const items = page.locator('#stores > li');
    expect(await items.first().locator('svg[role="img"]').isVisible()).toBe(true);
    await expect.poll(() => firstStores(page)).toEqual(['googlePlay']);
    await expectClean(recorded);
    await recorded.close();
  });

  for (const [device, store, expected] of [
    ['android', PLAY, `${PLAY}&referrer=utm_source%3Dposter`],
    ['iphone', APP_STORE, `${APP_STORE}?ct=poster`],
  ] as const) {
    it(`${device}: /get?utm_source=poster lands on its store's listing, with the campaign in the store's form`, async () => {
      const recorded = await harness.newPage(DEVICES[device]);
      const { page } = recorded;
      // The store answers locally: no request leaves the machine.
      await page
        .context()
        .route(`${new URL(store).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>store</p>' }));
      await page.goto(`${harness.url}/`);
      const before = await page.evaluate(() => history.length);
      await page.goto(`${harness.url}/get?utm_source=poster`);
      await page.waitForURL((url) => url.origin === new URL(store).origin, { timeout: 15_000 });
      expect(page.url()).toBe(expected);
      // The store replaced /get in the history: Back leaves for where the visitor came from.
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      expect(page.url()).toBe(`${harness.url}/`);
      await recorded.close();
    });
  }

  it('a computer stays on /get, with both stores and the install code', async () => {
    const recorded = await harness.newPage(DEVICES.desktop);
    const { page } = recorded;
    await page.goto(`${harness.url}/get?utm_source=poster`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/get');
    expect(await page.locator('#stores svg[role="img"]').isVisible()).toBe(true);
    const hrefs = await page.locator('#stores a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs).toEqual([`${PLAY}&referrer=utm_source%3Dposter`, `${APP_STORE}?ct=poster`]);
    await expectClean(recorded);
    await recorded.close();
  });

  it('a phone without JavaScript stays on /get and sees both stores', async () => {
    const { page, close } = await harness.newPage({ ...DEVICES.android, javaScriptEnabled: false });
    await page.goto(`${harness.url}/get?utm_source=poster`);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/get');
    const hrefs = await page.locator('#stores a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs).toEqual([PLAY, APP_STORE]);
    await close();
  });
});

describeInBrowser('the invite code and the language suggestion (decision 025)', () => {
  const harness = useBrowser({ env: { SITE_URL } });

  it('copies the code with its button, says so, and leaves it selected', async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.url });
    await page.goto(`${harness.url}/invite/Team_2027-x`);
    await waitForHydration(page);
    const words = wordsOf('en', 'invite').code;
    await page.getByRole('button', { name: words.copy }).click();
    await page.getByRole('button', { name: words.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Team_2027-x');
    expect(await page.getByRole('status').filter({ hasText: words.copiedStatus }).count()).toBe(1);
    expect(await page.evaluate(() => getSelection()?.toString())).toBe('Team_2027-x');
    await expectClean(recorded);
    await recorded.close();
  });

  it('docks the suggestion from under the screen’s edge: the page’s own words stay its largest paint', async () => {
    const recorded = await harness.newPage({ locale: 'en-US', viewport: { width: 375, height: 800 } });
    const { page } = recorded;
    await page.goto(`${harness.url}/ar/signin`);
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: wordsOf('en', 'languageSuggestion').label });
    await banner.waitFor();
    await banner.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = (await banner.boundingBox())!;
    expect(box.y + box.height, 'the banner ends on the screen').toBeLessThanOrEqual(800);
    // Largest Contentful Paint counts what is first painted on the screen: a banner painted there
    // over the sign-in form was the page's "largest paint", a second after the form itself.
    const largest = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          new PerformanceObserver((list) =>
            resolve(
              list
                .getEntries()
                .map((entry) => ((entry as LargestContentfulPaint).element?.closest('section[aria-label]') ? 'banner' : 'page')),
            ),
          ).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(largest.length).toBeGreaterThan(0);
    expect(largest).not.toContain('banner');
    await expectClean(recorded);
    await recorded.close();
  });

  it("suggests the browser's language on a page in another, links to the same page in it, and remembers a dismissal", async () => {
    const recorded = await harness.newPage({ locale: 'es-MX' });
    const { page } = recorded;
    const words = wordsOf('es', 'languageSuggestion');
    await page.goto(`${harness.url}/business?utm_source=x`);
    await waitForHydration(page);
    // Never a redirect: the English page stays.
    expect(new URL(page.url()).pathname).toBe('/business');
    const banner = page.getByRole('region', { name: words.label });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: words.link }).getAttribute('href')).toBe('/es/business?utm_source=x');
    await banner.getByRole('button', { name: words.dismiss }).click();
    expect(await banner.count()).toBe(0);
    // Remembered as the visitor's own choice: not offered again on the next page.
    await page.goto(`${harness.url}/community`);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await page.getByRole('region', { name: words.label }).count()).toBe(0);
    // The Spanish page itself offers nothing to a Spanish browser.
    const spanish = await harness.newPage({ locale: 'es-ES' });
    await spanish.page.goto(`${harness.url}/es/business`);
    await waitForHydration(spanish.page);
    await spanish.page.waitForTimeout(500);
    expect(await spanish.page.getByRole('region', { name: words.label }).count()).toBe(0);
    await spanish.close();
    await expectClean(recorded);
    await recorded.close();
  });
});
