import { describe, expect, it } from 'vitest';
import { devicePlatform, linkWriter, visitOf } from '../../src/components/marketing/campaignLinks';
import { defaultSiteConfig } from '../../src/content/site';
import { campaignOf, landingAttribution } from '../../src/lib/storeCampaign';
import { attributedListings, organicAttribution, storeUrl, type StoreAttribution } from '../../src/lib/storeLink';

const PLAY = defaultSiteConfig.links.googlePlay;
const APP_STORE = defaultSiteConfig.links.appStore;

/** A landing campaign's listing URL for one store, as a visit that landed on `search` writes it. */
const carried = (store: 'googlePlay' | 'appStore', url: string, search: string, providerToken?: string) =>
  storeUrl(store, url, landingAttribution(campaignOf(search)), providerToken);

/** What the Play Store hands the installed app: the `referrer` parameter, decoded once, read as a query. */
function installReferrer(url: string): Record<string, string> {
  const referrer = new URL(url).searchParams.get('referrer');
  expect(referrer).not.toBeNull();
  return Object.fromEntries(new URLSearchParams(referrer!));
}

describe('the campaign of a landing address', () => {
  it('keeps the utm parameters and gclid, in the install referrer order, and nothing else', () => {
    expect(campaignOf('?utm_source=newsletter&utm_campaign=spring')).toBe('utm_source=newsletter&utm_campaign=spring');
    expect(
      campaignOf('?gclid=EAIaIQ&utm_content=hero&utm_term=data&utm_campaign=spring&utm_medium=email&utm_source=newsletter&q=x&ref=y'),
    ).toBe('utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=data&utm_content=hero&gclid=EAIaIQ');
  });

  it('is empty when the address carries none, or only empty values', () => {
    for (const search of ['', '?', '?q=token&category=all', '?utm_source=&utm_campaign=%20', '?UTM_SOURCE=x', '?utm_sourcex=1'])
      expect(campaignOf(search), search).toBe('');
  });

  it('reads values as a browser does (+ is a space) and percent-encodes each, so none can break out of its field', () => {
    expect(campaignOf('?utm_term=running+shoes&utm_source=a%26b%3Dc%23d')).toBe('utm_source=a%26b%3Dc%23d&utm_term=running%20shoes');
    expect(campaignOf('?utm_campaign=%D8%B1%D8%A8%D9%8A%D8%B9')).toBe('utm_campaign=%D8%B1%D8%A8%D9%8A%D8%B9');
    // Read back, it is the same campaign: a campaign kept and read again is unchanged.
    const kept = campaignOf('?utm_source=a%26b&utm_term=x+y');
    expect(campaignOf(kept)).toBe(kept);
  });

  it('cuts a value at 100 characters and trims it', () => {
    expect(campaignOf(`?utm_source=${'x'.repeat(500)}`)).toBe(`utm_source=${'x'.repeat(100)}`);
    expect(campaignOf('?utm_source=%20news%20')).toBe('utm_source=news');
  });
});

describe('store links carrying a landing campaign', () => {
  it("gives Google Play the whole campaign as its install referrer, URL-encoded (Google's format)", () => {
    const url = carried('googlePlay', PLAY, '?utm_source=newsletter&utm_campaign=spring&gclid=abc');
    expect(url).toBe(`${PLAY}&referrer=utm_source%3Dnewsletter%26utm_campaign%3Dspring%26gclid%3Dabc`);
    expect(new URL(url).searchParams.get('id')).toBe('app.scan.quests');
    expect(installReferrer(url)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' });
  });

  it('keeps every character of every value through the referrer, and replaces a referrer the configured link had', () => {
    const url = carried(
      'googlePlay',
      `${PLAY}&hl=ar&referrer=utm_source%3Dsite`,
      '?utm_source=a%26b%3Dc&utm_term=running+shoes%2B&utm_campaign=%D8%B1%D8%A8%D9%8A%D8%B9',
    );
    expect(installReferrer(url)).toEqual({ utm_source: 'a&b=c', utm_campaign: 'ربيع', utm_term: 'running shoes+' });
    expect(new URL(url).searchParams.getAll('referrer')).toHaveLength(1);
    expect(new URL(url).searchParams.get('hl')).toBe('ar');
  });

  it('gives the App Store the campaign as its campaign token, and the provider token only when configured', () => {
    expect(carried('appStore', APP_STORE, '?utm_source=newsletter&utm_campaign=spring')).toBe(`${APP_STORE}?ct=spring`);
    expect(carried('appStore', APP_STORE, '?utm_source=newsletter&utm_campaign=spring', '118161268')).toBe(
      `${APP_STORE}?ct=spring&pt=118161268`,
    );
  });

  it("takes the source as the App Store's campaign token when there is no campaign name, and adds nothing without either", () => {
    expect(carried('appStore', APP_STORE, '?utm_source=newsletter&utm_medium=email', '1')).toBe(`${APP_STORE}?ct=newsletter&pt=1`);
    expect(carried('appStore', APP_STORE, '?gclid=abc&utm_medium=cpc', '1')).toBe(APP_STORE);
    expect(installReferrer(carried('googlePlay', PLAY, '?gclid=abc&utm_medium=cpc'))).toEqual({ utm_medium: 'cpc', gclid: 'abc' });
  });

  it('holds the campaign token to 40 bytes of UTF-8, never cutting a character', () => {
    const token = (name: string) => landingAttribution(campaignOf(`?utm_campaign=${encodeURIComponent(name)}`)).token;
    expect(token('x'.repeat(60))).toBe('x'.repeat(40));
    expect(token('spring sale 2027')).toBe('spring sale 2027');
    // Arabic letters take two bytes each: twenty of them, not a broken twenty-first.
    expect(token('ر'.repeat(30))).toBe('ر'.repeat(20));
    // Four-byte characters: ten, and no lone surrogate.
    expect(token('😀'.repeat(12))).toBe('😀'.repeat(10));
    expect(new TextEncoder().encode(token(`${'x'.repeat(39)}é`)).length).toBe(39);
  });

  it('replaces campaign tokens the configured App Store link had', () => {
    const url = carried('appStore', `${APP_STORE}?pt=1&ct=site&mt=8`, '?utm_campaign=spring', '118161268');
    const params = new URL(url).searchParams;
    expect([params.getAll('ct'), params.getAll('pt'), params.get('mt')]).toEqual([['spring'], ['118161268'], '8']);
  });

  it('carries an invite code in the install referrer after the campaign, and nowhere in the App Store link', () => {
    const attribution = landingAttribution(campaignOf('?utm_source=poster&utm_medium=qr'), 'ABC-12_x');
    expect(installReferrer(storeUrl('googlePlay', PLAY, attribution))).toEqual({
      utm_source: 'poster',
      utm_medium: 'qr',
      invite_code: 'ABC-12_x',
    });
    expect(storeUrl('appStore', APP_STORE, attribution)).toBe(`${APP_STORE}?ct=poster`);
  });
});

describe('store links on an organic visit (decision 025)', () => {
  const SITE = 'https://scan.example';

  it('say where they are: the site as the source, the page as the medium, the placement as the content', () => {
    const attribution = organicAttribution(SITE, { page: 'app-download', spot: 'hero' });
    expect(attribution).toEqual({
      referrer: 'utm_source=scan.example&utm_medium=app-download&utm_content=hero',
      token: 'app-download-hero',
    });
    expect(installReferrer(storeUrl('googlePlay', PLAY, attribution))).toEqual({
      utm_source: 'scan.example',
      utm_medium: 'app-download',
      utm_content: 'hero',
    });
    expect(storeUrl('appStore', APP_STORE, attribution, '118161268')).toBe(`${APP_STORE}?ct=app-download-hero&pt=118161268`);
  });

  it("carry an invite page's code beside its placement, an invite code of any spelling the pattern allows", () => {
    const { googlePlay, appStore } = attributedListings(
      defaultSiteConfig,
      organicAttribution(SITE, { page: 'invite', spot: 'hero' }, 'été&x=1'),
    );
    expect(installReferrer(googlePlay)).toEqual({
      utm_source: 'scan.example',
      utm_medium: 'invite',
      utm_content: 'hero',
      invite_code: 'été&x=1',
    });
    expect(appStore).toBe(`${APP_STORE}?ct=invite-hero`);
  });

  it('leave a listing as configured when there is nothing to carry', () => {
    const nothing: StoreAttribution = { referrer: '', token: '' };
    expect(storeUrl('googlePlay', PLAY, nothing)).toBe(PLAY);
    expect(storeUrl('appStore', APP_STORE, nothing, '118161268')).toBe(APP_STORE);
  });
});

describe('the visit, after hydration (src/components/marketing/campaignLinks.ts)', () => {
  const config = { ...defaultSiteConfig, siteUrl: 'https://scan.example', appStoreProviderToken: '7' };

  it("writes a placement's own attribution on an organic visit, a landing campaign instead on a campaign's", () => {
    const organic = linkWriter('?q=wallet&ref=friend')(config, { page: 'home', spot: 'hero' });
    expect(installReferrer(organic.googlePlay)).toEqual({ utm_source: 'scan.example', utm_medium: 'home', utm_content: 'hero' });
    expect(organic.appStore).toBe(`${APP_STORE}?ct=home-hero&pt=7`);
    const campaign = linkWriter('?utm_source=poster&utm_medium=qr')(config, { page: 'home', spot: 'hero' }, 'ABC123');
    expect(installReferrer(campaign.googlePlay)).toEqual({ utm_source: 'poster', utm_medium: 'qr', invite_code: 'ABC123' });
    expect(campaign.appStore).toBe(`${APP_STORE}?ct=poster&pt=7`);
  });

  it('tells an Android device, an iPhone, an iPad that calls itself a Mac, and a computer apart', () => {
    const touch = (userAgent: string, maxTouchPoints = 5) => devicePlatform({ userAgent, maxTouchPoints });
    expect(touch('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe(
      'android',
    );
    expect(
      touch(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('ios');
    expect(
      touch('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'),
    ).toBe('ios');
    expect(
      touch('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 0),
    ).toBeUndefined();
    expect(touch('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 0)).toBeUndefined();
    expect(touch('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 10)).toBeUndefined();
  });

  it('knows the landing campaign, how to write links and the device from the landing address and the browser', () => {
    const visit = visitOf('?utm_source=newsletter&utm_campaign=spring', { userAgent: 'Android', maxTouchPoints: 1 });
    expect(visit.campaign).toBe('utm_source=newsletter&utm_campaign=spring');
    expect(visit.platform).toBe('android');
    expect(visit.write(config, { page: 'eula', spot: 'text' }).appStore).toBe(`${APP_STORE}?ct=spring&pt=7`);
  });
});
