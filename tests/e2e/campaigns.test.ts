import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { storeListings } from '../../src/content/storesData';
import { localizedPath, locales } from '../../src/i18n/locales';
import { describeInBrowser, useBrowser, waitForHydration, type RecordedPage } from '../support/browser';
import { decodePng } from '../support/png';
import { readQrCode } from '../support/qr';
import { wordsOf } from '../support/words';

/**
 * Campaigns carried to the stores (decision 021): a visitor who lands with utm parameters finds
 * them on every store link, in each store's form, after hydration, across client navigation and
 * on later pages of the same session; the document itself never carries them.
 */
const PROVIDER_TOKEN = '118161268';
const { googlePlay: PLAY, appStore: APP_STORE } = defaultSiteConfig.links;
const LANDING = '?utm_source=newsletter&utm_campaign=spring';
/** The store links a visitor landing with LANDING should follow, spelled out rather than computed. */
const CARRIED = {
  googlePlay: `${PLAY}&referrer=utm_source%3Dnewsletter%26utm_campaign%3Dspring`,
  appStore: `${APP_STORE}?ct=spring&pt=${PROVIDER_TOKEN}`,
};
const PLAIN = { googlePlay: PLAY, appStore: APP_STORE };
const LANGUAGES = locales.filter((locale) => locale.code === 'en' || locale.code === 'ar');

/** Every link on the page to a store listing, by store, in document order. */
function storeLinks(page: Page): Promise<{ googlePlay: string[]; appStore: string[] }> {
  return page.evaluate(
    ([play, appStore]) => {
      const hrefs = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!);
      const origin = (url: string) => new URL(url).origin;
      return {
        googlePlay: hrefs.filter((href) => href.startsWith(origin(play!))),
        appStore: hrefs.filter((href) => href.startsWith(origin(appStore!))),
      };
    },
    [PLAY, APP_STORE],
  );
}

/** Waits until there is a link to each store and every one of them is `expected`'s (a re-render follows hydration). */
async function expectStoreLinks(page: Page, expected: typeof CARRIED, where: string) {
  const distinct = async () => {
    const links = await storeLinks(page);
    return { googlePlay: [...new Set(links.googlePlay)], appStore: [...new Set(links.appStore)] };
  };
  await expect
    .poll(distinct, { timeout: 10_000, message: where })
    .toEqual({ googlePlay: [expected.googlePlay], appStore: [expected.appStore] });
}

const expectClean = async ({ errors, cspViolations }: RecordedPage) => {
  // A hydration mismatch would be reported here: the campaign must arrive after hydration.
  expect(errors).toEqual([]);
  expect(await cspViolations()).toEqual([]);
};

describeInBrowser('campaigns carried to the stores (decision 021)', () => {
  const harness = useBrowser({ env: { APP_STORE_PROVIDER_TOKEN: PROVIDER_TOKEN } });

  for (const locale of LANGUAGES) {
    it(`${locale.name}: the landing's campaign is on every store link, after client navigation and on a later visit`, async () => {
      const recorded = await harness.newPage();
      const { page } = recorded;
      const shell = wordsOf(locale.code, 'shell');

      // Landing on the home page: the hero's badges.
      await page.goto(`${harness.url}${localizedPath(locale, '/')}${LANDING}`);
      await waitForHydration(page);
      await expectStoreLinks(page, CARRIED, `${locale.code} /`);
      // Kept in the tab's session storage, never in a cookie.
      expect(await page.evaluate(() => sessionStorage.getItem('campaign'))).toBe('utm_source=newsletter&utm_campaign=spring');
      expect(await page.context().cookies()).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe('');

      // The header's Start Earning, a client navigation: the app-download page's cards.
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await page.locator('header').getByRole('link', { name: shell.linkLabels.startEarning, exact: true }).click();
      await page.waitForURL(`${harness.url}${localizedPath(locale, '/app-download')}`);
      await page.getByRole('heading', { level: 1, name: shell.pages.AppDownload.heading }).waitFor();
      await expectStoreLinks(page, CARRIED, `${locale.code} /app-download after client navigation`);

      // The footer's EULA, another client navigation: the store links in the legal text.
      await page.locator('footer').getByRole('link', { name: shell.linkLabels.eula, exact: true }).click();
      await page.waitForURL(`${harness.url}${localizedPath(locale, '/eula')}`);
      await page.getByRole('heading', { level: 1, name: shell.pages.Eula.heading }).waitFor();
      await expectStoreLinks(page, CARRIED, `${locale.code} /eula after client navigation`);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expectClean(recorded);

      // A later visit in the same session, its address without a campaign: still carried.
      await page.goto(`${harness.url}${localizedPath(locale, '/app-download')}`);
      await waitForHydration(page);
      await expectStoreLinks(page, CARRIED, `${locale.code} /app-download visited again`);
      await expectClean(recorded);
      await recorded.close();
    });
  }

  it('leaves the QR codes on /app-download the plain listing URLs', async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/app-download${LANDING}`);
    await waitForHydration(page);
    await expectStoreLinks(page, CARRIED, '/app-download');
    const cards = page.locator('#stores li').filter({ has: page.locator('figure') });
    for (const [index, { id }] of storeListings.entries())
      expect(readQrCode(decodePng(await cards.nth(index).screenshot())), id).toBe(PLAIN[id]);
    await expectClean(recorded);
    await recorded.close();
  });

  it('without JavaScript, the links are the plain ones', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false });
    for (const path of ['/', '/ar/app-download']) {
      await page.goto(`${harness.url}${path}${LANDING}`);
      const links = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      expect(
        links.filter((href) => href.includes('referrer=') || href.includes('ct=')),
        path,
      ).toEqual([]);
      expect(links, path).toContain(PLAY);
      expect(links, path).toContain(APP_STORE);
    }
    await close();
  });

  it('a visit that brought no campaign links plainly; a new campaign replaces the one kept', async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/app-download`);
    await waitForHydration(page);
    // Give the re-render that follows hydration its chance: nothing changes.
    await page.waitForTimeout(200);
    await expectStoreLinks(page, PLAIN, 'no campaign');

    await page.goto(`${harness.url}/?utm_source=partner&utm_medium=banner`);
    await waitForHydration(page);
    await expectStoreLinks(
      page,
      {
        googlePlay: `${PLAY}&referrer=utm_source%3Dpartner%26utm_medium%3Dbanner`,
        // No campaign name: the source is the campaign token.
        appStore: `${APP_STORE}?ct=partner&pt=${PROVIDER_TOKEN}`,
      },
      'a campaign without a name',
    );
    await page.goto(`${harness.url}/ar${LANDING}`);
    await waitForHydration(page);
    await expectStoreLinks(page, CARRIED, 'the latest campaign');
    await expectClean(recorded);
    await recorded.close();
  });
});
