import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { localizedPath, locales } from '../../src/i18n/locales';
import { describeInBrowser, useBrowser, waitForHydration, type RecordedPage } from '../support/browser';
import { decodePng } from '../support/png';
import { readQrCode } from '../support/qr';
import { wordsOf } from '../support/words';

/**
 * Campaigns carried to the stores (decisions 021 and 025): a visitor who lands with utm
 * parameters finds them on every store link, in each store's form, after hydration and across
 * client navigation; an organic visit's links say where they are (the page, the placement); the
 * campaign and an invite's code live in memory only, so a new document keeps them only when its
 * address carries them, and no storage area, no cookie ever holds them; the document itself
 * never carries them.
 */
const SITE_URL = 'https://scan.example';
const PROVIDER_TOKEN = '118161268';
const { googlePlay: PLAY, appStore: APP_STORE } = defaultSiteConfig.links;
const LANDING = '?utm_source=newsletter&utm_campaign=spring';
/** The store links a visitor landing with LANDING should follow, spelled out rather than computed. */
const CARRIED = {
  googlePlay: `${PLAY}&referrer=utm_source%3Dnewsletter%26utm_campaign%3Dspring`,
  appStore: `${APP_STORE}?ct=spring&pt=${PROVIDER_TOKEN}`,
};
/** An organic visit's links at a page's placement: the site, the page, the spot. */
const organic = (page: string, spot: string) => ({
  googlePlay: `${PLAY}&referrer=utm_source%3Dscan.example%26utm_medium%3D${page}%26utm_content%3D${spot}`,
  appStore: `${APP_STORE}?ct=${page}-${spot}&pt=${PROVIDER_TOKEN}`,
});
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
  await expect.poll(distinct, { message: where }).toEqual({ googlePlay: [expected.googlePlay], appStore: [expected.appStore] });
}

const expectClean = async ({ errors, cspViolations }: RecordedPage) => {
  // A hydration mismatch would be reported here: the campaign must arrive after hydration.
  expect(errors).toEqual([]);
  expect(await cspViolations()).toEqual([]);
};

/** Everything the page's origin keeps on the device: both storage areas and the cookies. */
async function expectNothingStored(page: Page, where: string) {
  const storage = await page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    cookie: document.cookie,
  }));
  expect(storage, where).toEqual({ local: {}, session: {}, cookie: '' });
  expect(await page.context().cookies(), where).toEqual([]);
}

describeInBrowser('campaigns carried to the stores (decisions 021 and 025)', () => {
  const harness = useBrowser({ env: { SITE_URL, APP_STORE_PROVIDER_TOKEN: PROVIDER_TOKEN } });

  for (const locale of LANGUAGES) {
    it(`${locale.name}: the landing's campaign is on every store link, after client navigation and on a later visit`, async () => {
      const recorded = await harness.newPage();
      const { page } = recorded;
      const shell = wordsOf(locale.code, 'shell');

      // Landing on the home page: the hero's badges.
      await page.goto(`${harness.url}${localizedPath(locale, '/')}${LANDING}`);
      await waitForHydration(page);
      await expectStoreLinks(page, CARRIED, `${locale.code} /`);

      // The header's Start Earning, a client navigation: the app-download page's cards.
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await page.locator('header').getByRole('link', { name: shell.linkLabels.startEarning, exact: true }).click();
      await page.waitForURL(`${harness.url}${localizedPath(locale, '/app-download')}`);
      await page.getByRole('heading', { level: 1, name: shell.pages['app-download'].heading }).waitFor();
      await expectStoreLinks(page, CARRIED, `${locale.code} /app-download after client navigation`);

      // The footer's EULA, another client navigation: the store links in the legal text.
      await page.locator('footer').getByRole('link', { name: shell.linkLabels.eula, exact: true }).click();
      await page.waitForURL(`${harness.url}${localizedPath(locale, '/eula')}`);
      await page.getByRole('heading', { level: 1, name: shell.pages.eula.heading }).waitFor();
      await expectStoreLinks(page, CARRIED, `${locale.code} /eula after client navigation`);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // In memory only: nothing on the device.
      await expectNothingStored(page, `${locale.code} after two client navigations`);
      await expectClean(recorded);

      // A new document whose address carries no campaign: none is kept, the links say where they are.
      await page.goto(`${harness.url}${localizedPath(locale, '/app-download')}`);
      await waitForHydration(page);
      await expectStoreLinks(page, organic('app-download', 'hero'), `${locale.code} /app-download loaded again`);
      await expectClean(recorded);
      await recorded.close();
    });
  }

  it("an organic visit's links name the page and the placement: the home page's hero, the EULA's text", async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await expectStoreLinks(page, organic('home', 'hero'), '/');
    await page.goto(`${harness.url}/eula`);
    await waitForHydration(page);
    await expectStoreLinks(page, organic('eula', 'text'), '/eula');
    await expectNothingStored(page, 'an organic visit');
    await expectClean(recorded);
    await recorded.close();
  });

  it("an invite's code rides beside the campaign on every later page of the visit, and nothing is stored", async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    const shell = wordsOf('en', 'shell');
    await page.goto(`${harness.url}/invite/ABC123?utm_source=poster&utm_medium=qr`);
    await waitForHydration(page);
    const withInvite = {
      googlePlay: `${PLAY}&referrer=utm_source%3Dposter%26utm_medium%3Dqr%26invite_code%3DABC123`,
      appStore: `${APP_STORE}?ct=poster&pt=${PROVIDER_TOKEN}`,
    };
    await expectStoreLinks(page, withInvite, 'the invite page');
    await page.locator('header').getByRole('link', { name: shell.linkLabels.startEarning, exact: true }).click();
    await page.waitForURL(`${harness.url}/app-download`);
    await page.getByRole('heading', { level: 1, name: shell.pages['app-download'].heading }).waitFor();
    await expectStoreLinks(page, withInvite, '/app-download after the invite');
    await page.locator('footer').getByRole('link', { name: shell.linkLabels.eula, exact: true }).click();
    await page.waitForURL(`${harness.url}/eula`);
    await page.getByRole('heading', { level: 1, name: shell.pages.eula.heading }).waitFor();
    await expectStoreLinks(page, withInvite, '/eula after the invite');
    await expectNothingStored(page, 'after a campaign landing, an invite and two client navigations');
    await expectClean(recorded);
    await recorded.close();
  });

  it("leaves the install code on /app-download the site's own scan of /get, whatever the campaign", async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/app-download${LANDING}`);
    await waitForHydration(page);
    await expectStoreLinks(page, CARRIED, '/app-download');
    const card = page.locator('#stores li').filter({ has: page.locator('figure') });
    expect(readQrCode(decodePng(await card.screenshot()))).toBe(`${SITE_URL}/get?utm_source=scan.example&utm_medium=qr`);
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

  it("a campaign without a name gives its source as the token; a new landing's campaign replaces the last", async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;

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
