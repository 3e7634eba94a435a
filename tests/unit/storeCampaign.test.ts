import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { campaignOf, storeUrlWithCampaign } from '../../src/lib/storeCampaign';

const PLAY = defaultSiteConfig.links.googlePlay;
const APP_STORE = defaultSiteConfig.links.appStore;

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

describe('store links carrying a campaign', () => {
  it('leaves both links as configured without a campaign', () => {
    expect(storeUrlWithCampaign('googlePlay', PLAY, '')).toBe(PLAY);
    expect(storeUrlWithCampaign('appStore', APP_STORE, '', '118161268')).toBe(APP_STORE);
  });

  it("gives Google Play the whole campaign as its install referrer, URL-encoded (Google's format)", () => {
    const campaign = campaignOf('?utm_source=newsletter&utm_campaign=spring&gclid=abc');
    const url = storeUrlWithCampaign('googlePlay', PLAY, campaign);
    expect(url).toBe(`${PLAY}&referrer=utm_source%3Dnewsletter%26utm_campaign%3Dspring%26gclid%3Dabc`);
    expect(new URL(url).searchParams.get('id')).toBe('app.scan.quests');
    expect(installReferrer(url)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' });
  });

  it('keeps every character of every value through the referrer, and replaces a referrer the configured link had', () => {
    const campaign = campaignOf('?utm_source=a%26b%3Dc&utm_term=running+shoes%2B&utm_campaign=%D8%B1%D8%A8%D9%8A%D8%B9');
    const url = storeUrlWithCampaign('googlePlay', `${PLAY}&hl=ar&referrer=utm_source%3Dsite`, campaign);
    expect(installReferrer(url)).toEqual({ utm_source: 'a&b=c', utm_campaign: 'ربيع', utm_term: 'running shoes+' });
    expect(new URL(url).searchParams.getAll('referrer')).toHaveLength(1);
    expect(new URL(url).searchParams.get('hl')).toBe('ar');
  });

  it('gives the App Store the campaign as its campaign token, and the provider token only when configured', () => {
    const campaign = campaignOf('?utm_source=newsletter&utm_campaign=spring');
    expect(storeUrlWithCampaign('appStore', APP_STORE, campaign)).toBe(`${APP_STORE}?ct=spring`);
    expect(storeUrlWithCampaign('appStore', APP_STORE, campaign, '118161268')).toBe(`${APP_STORE}?ct=spring&pt=118161268`);
  });

  it("takes the source as the App Store's campaign token when there is no campaign name, and adds nothing without either", () => {
    expect(storeUrlWithCampaign('appStore', APP_STORE, campaignOf('?utm_source=newsletter&utm_medium=email'), '1')).toBe(
      `${APP_STORE}?ct=newsletter&pt=1`,
    );
    const onlyAdClick = campaignOf('?gclid=abc&utm_medium=cpc');
    expect(storeUrlWithCampaign('appStore', APP_STORE, onlyAdClick, '1')).toBe(APP_STORE);
    expect(installReferrer(storeUrlWithCampaign('googlePlay', PLAY, onlyAdClick))).toEqual({ utm_medium: 'cpc', gclid: 'abc' });
  });

  it('holds the campaign token to 40 bytes of UTF-8, never cutting a character', () => {
    const token = (name: string) =>
      new URL(storeUrlWithCampaign('appStore', APP_STORE, campaignOf(`?utm_campaign=${encodeURIComponent(name)}`))).searchParams.get('ct');
    expect(token('x'.repeat(60))).toBe('x'.repeat(40));
    expect(token('spring sale 2027')).toBe('spring sale 2027');
    // Arabic letters take two bytes each: twenty of them, not a broken twenty-first.
    expect(token('ر'.repeat(30))).toBe('ر'.repeat(20));
    // Four-byte characters: ten, and no lone surrogate.
    expect(token('😀'.repeat(12))).toBe('😀'.repeat(10));
    expect(new TextEncoder().encode(token(`${'x'.repeat(39)}é`)!).length).toBe(39);
  });

  it('replaces campaign tokens the configured App Store link had', () => {
    const url = storeUrlWithCampaign('appStore', `${APP_STORE}?pt=1&ct=site&mt=8`, campaignOf('?utm_campaign=spring'), '118161268');
    const params = new URL(url).searchParams;
    expect([params.getAll('ct'), params.getAll('pt'), params.get('mt')]).toEqual([['spring'], ['118161268'], '8']);
  });
});
