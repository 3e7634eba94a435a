import request from 'supertest';
import type { RequestListener } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { features } from '../../src/content/homeSectionsData';
import { defaultSiteConfig, type SiteConfig } from '../../src/content/site';
import { localizedPath, locales } from '../../src/i18n/locales';
import { qrCodePath } from '../../src/lib/qrCode';
import { htmlText } from '../support/html';
import { rasterizePath, readQrCode } from '../support/qr';
import { sharedSiteUrl, testApp } from '../support/server';
import { wordsOf } from '../support/words';

const homeSections = wordsOf('en', 'homeSections');
const appScreensEs = wordsOf('es', 'appScreens');
const homeHeroEs = wordsOf('es', 'homeHero');
const homeSectionsEs = wordsOf('es', 'homeSections');
const shellEs = wordsOf('es', 'shell');

const MARKETING_PATHS = ['/', '/how-it-works', '/app-download'] as const;

let app: RequestListener | string;
beforeAll(async () => {
  app = sharedSiteUrl();
});

/** The page's own markup, without the shared header and footer nor Emotion's inline style tags. */
async function mainOf(path: string, target: RequestListener | string = app): Promise<string> {
  const res = await request(target).get(path);
  expect(res.status).toBe(200);
  return res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>')).replace(/<style[^>]*>[^<]*<\/style>/g, '');
}

function expectTexts(html: string, texts: readonly string[]) {
  for (const text of texts) expect(html, text).toContain(htmlText(text));
}

describe('home page', () => {
  it('shows the hero, the sample rewards card on the app’s rewards screen, and the store badges', async () => {
    const html = await mainOf('/');
    // Each sentence of the headline on a line of its own, the h1's text the heading's.
    expect(html).toMatch(/<h1[^>]*><span[^>]*>Train AI\.<\/span> <span[^>]*>Earn Rewards\.<\/span><\/h1>/);
    expectTexts(html, ['Start Earning', 'How It Works', 'GET IT ON', 'Google Play', 'Download on the', 'App Store']);
    expectTexts(html, [
      '87/100',
      'Labeling progress',
      'Next reward: 13 labels for 2.80 tokens',
      '$2,847.50',
      '+$24.50 today',
      'Quest verified',
    ]);
    expect(html).not.toContain('Illustrative example');
    expect(html).toMatch(
      /<div role="img" aria-label="An illustration of the app’s rewards screen with sample figures: [^"]*2\.80 tokens in 13 labels, at 87 of 100\."/,
    );
    expect(html).toMatch(/<a[^>]*href="\/app-download"[^>]*>Start Earning/);
    expect(html).toMatch(/<a[^>]*href="\/how-it-works"[^>]*>How It Works/);
  });

  it('shows five partner logos with their names as alt text', async () => {
    const html = await mainOf('/');
    const logos = [...html.matchAll(/<img[^>]*src="\/images\/partners\/[^"]+"[^>]*>/g)].map((match) => match[0]);
    expect(logos).toHaveLength(5);
    for (const name of ['Orrery Labs', 'Vertexa', 'Lumen Robotics', 'Quantive', 'Heliograph']) {
      expect(
        logos.some((logo) => logo.includes(`alt="${name}"`)),
        name,
      ).toBe(true);
    }
  });

  it('shows exactly the six feature cards', async () => {
    const html = await mainOf('/');
    const features = html.slice(html.indexOf('id="features"'), html.indexOf('id="stats"'));
    const titles = [...features.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(titles).toEqual([
      'Simple Quests',
      'Real-Time Rewards',
      'AI Training Power',
      'Full Control',
      'Track Progress',
      'Community Driven',
    ]);
  });

  it('shows the statistics of spec section 9', async () => {
    const html = await mainOf('/');
    // The figure's own space is a no-break one: a figure never breaks inside (tests/unit/figures.test.ts).
    expectTexts(html, ['$2.5M+', '50K+', 'Active users', '1M+', 'Quests completed daily', '<10\u00a0min', 'From signup to payout']);
    // Under the figures, the payout story once: paid today, converting when redemption goes live, referrals.
    expectTexts(html, ['Paid Today', 'When Redemption Goes Live', 'For Every Friend You Invite', 'Cash-out options such as gift cards']);
    expect(html.match(/no minimum payout threshold/gi)).toHaveLength(1);
  });

  it('shows three testimonials with earnings badges in the spec’s figures and local avatars, no drawing marked verified', async () => {
    const html = await mainOf('/');
    expect(html.match(/<blockquote/g)).toHaveLength(3);
    expectTexts(html, ['Up to $15.50 an hour', '2,000 points per invite', '500–5,000 points a week']);
    expect(html).not.toContain('Verified earner');
    expect(html.match(/<img[^>]*src="\/images\/avatars\/[^"]+\.png"/g)).toHaveLength(3);
  });

  it('ends with a call to action to the app download and the community', async () => {
    const html = await mainOf('/');
    const cta = html.slice(html.indexOf('Ready to Start Earning?'));
    expect(cta).toMatch(/href="\/app-download"/);
    expect(cta).toMatch(/href="\/community"/);
  });
});

describe('home page in another language', () => {
  it('renders the hero and every section below the fold in Spanish, linking Spanish pages', async () => {
    const html = await mainOf('/es');
    const heading = /<h1[^>]*>(.*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
    expect(heading).toBe(htmlText(shellEs.pages.home.heading));
    expectTexts(html, [homeHeroEs.homeHero.lead, appScreensEs.rewards.nextReward, appScreensEs.rewards.redeem]);
    const titles = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]).slice(0, features.length);
    expect(titles).toEqual(features.map((feature) => htmlText(homeSectionsEs.featuresSection.features[feature.id].title)));
    expectTexts(html, [homeSectionsEs.statsBand.title, homeSectionsEs.testimonialsSection.title, homeSectionsEs.finalCallToAction.title]);
    for (const feature of Object.values(homeSections.featuresSection.features))
      expect(html).not.toContain(`>${htmlText(feature.title)}</h3>`);
    const cta = html.slice(html.indexOf(htmlText(homeSectionsEs.finalCallToAction.title)));
    expect(cta).toMatch(/href="\/es\/app-download"/);
    expect(cta).toMatch(/href="\/es\/community"/);
  });
});

describe('how it works page', () => {
  it('shows the hero button and the four steps with their details', async () => {
    const html = await mainOf('/how-it-works');
    expect(html).toMatch(/<h1[^>]*>How It Works<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/app-download"[^>]*>Download the App/);
    const steps = [...html.matchAll(/<h3[^>]*><span[^>]*>(\d\d)<\/span> <!-- -->([^<]+)<\/h3>/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(steps).toEqual(['01 Sign Up Free', '02 Choose Your Quest', '03 Complete Tasks', '04 Get Instant Rewards']);
    expect(html).toMatch(/<ol/);
  });

  it('answers the ten questions in native disclosures with the figures of spec section 9', async () => {
    const html = await mainOf('/how-it-works');
    expect(html.match(/<details/g)).toHaveLength(10);
    expect(html.match(/<summary/g)).toHaveLength(10);
    expect(html).not.toMatch(/<details[^>]*open/);
    expectTexts(html, [
      'How does the referral program work?',
      'you both get 2,000 points when they sign up',
      'you earn 10% of every point your friend collects, plus a further 10% of the points earned by the people they refer. There are no caps.',
      'Beta testers typically earn 500–5,000 points per week',
      'There is no upper limit.',
      'Points are credited after a quest passes verification, usually within minutes',
      'human verification',
      'Points convert to tokens and other perks once redemption goes live',
      'gift cards and stable-coin swaps are in development',
      'There is no minimum payout threshold',
      'free to join',
      'no experience is needed',
      'No email verification is currently required',
      'utility tokens',
      'not an investment',
    ]);
  });
});

describe('app download page', () => {
  it('shows both store cards, the three benefits and the web account links', async () => {
    const html = await mainOf('/app-download');
    expect(html).toMatch(/<h1[^>]*>Download Our App<\/h1>/);
    expectTexts(html, ['Android', 'iOS', 'Google Play', 'App Store']);
    // The store cards in the opening, each named by its platform; the benefits below.
    expect([...html.matchAll(/<h2[^>]*>(Android|iOS)<\/h2>/g)].map((match) => match[1])).toEqual(['Android', 'iOS']);
    const benefits = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(benefits).toEqual(['Instant Earnings', 'Work Anywhere', 'Easy to Use']);
    expect(html).toMatch(/<a[^>]*href="\/signin"[^>]*>Sign In<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/signup"[^>]*>Sign Up<\/a>/);
  });
});

describe.each(MARKETING_PATHS)('%s links and images', (path) => {
  it('opens every external link in a new tab without handing over the page', async () => {
    const html = await mainOf(path);
    const external = [...html.matchAll(/<a\s[^>]*href="https?:[^"]*"[^>]*>/g)].map((match) => match[0]);
    for (const link of external) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
    if (path !== '/how-it-works') expect(external.length).toBeGreaterThanOrEqual(2);
  });

  it('loads only local images with width and height', async () => {
    const html = await mainOf(path);
    for (const [img] of html.matchAll(/<img\s[^>]*>/g)) {
      expect(img).toMatch(/src="\/images\/[^"]+"/);
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
      expect(img).toMatch(/alt="[^"]*"/);
    }
  });
});

describe('store links', () => {
  const storeLinks = (html: string) =>
    [...html.matchAll(/<a\s[^>]*href="([^"]+)"[^>]*>(?:(?!<\/a>).)*?(Google Play|App Store)/gs)].map((match) => [match[2], match[1]]);

  it.each(['/', '/app-download'])('%s links the default store listings', async (path) => {
    const html = await mainOf(path);
    expect(storeLinks(html)).toEqual([
      ['Google Play', htmlText(defaultSiteConfig.links.googlePlay)],
      ['App Store', defaultSiteConfig.links.appStore],
    ]);
  });

  it.each(['/', '/app-download'])('%s follows GOOGLE_PLAY_URL and APP_STORE_URL', async (path) => {
    const configured = await testApp({
      env: { GOOGLE_PLAY_URL: 'https://play.example/store/scan', APP_STORE_URL: 'https://apps.example/scan' },
    });
    const html = await mainOf(path, configured);
    expect(storeLinks(html)).toEqual([
      ['Google Play', 'https://play.example/store/scan'],
      ['App Store', 'https://apps.example/scan'],
    ]);
  });
});

describe('partner, store and avatar images', () => {
  it.each([
    ['/images/partners/orrery-labs.png', 'image/png'],
    ['/images/partners/vertexa.png', 'image/png'],
    ['/images/partners/lumen-robotics.png', 'image/png'],
    ['/images/partners/quantive.png', 'image/png'],
    ['/images/partners/heliograph.png', 'image/png'],
    ['/images/stores/google-play.png', 'image/png'],
    ['/images/stores/apple.png', 'image/png'],
    ['/images/avatars/amara-okafor.png', 'image/png'],
    ['/images/avatars/diego-ramirez.png', 'image/png'],
    ['/images/avatars/priya-nair.png', 'image/png'],
  ])('serves %s as %s', async (path, type) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain(type);
  });

  it('serves every image the home page and the app-download page show', async () => {
    for (const page of ['/', '/app-download']) {
      const html = (await request(app).get(page)).text;
      const sources = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
      expect(sources.length).toBeGreaterThan(1);
      for (const source of sources) expect((await request(app).get(source)).status, source).toBe(200);
    }
  });
});

describe('the install code (decisions 019 and 025)', () => {
  const CONFIGURED = { SITE_URL: 'https://scan.example', GOOGLE_PLAY_URL: 'https://play.example/store/scan?id=quests' };

  /** Each QR code the page draws, in order: its <svg> attributes, its path, its caption, and what a phone reads from it. */
  const qrCodesOf = (html: string) =>
    [...html.matchAll(/<figure[^>]*><svg ([^>]*)><path d="([^"]*)"><\/path><\/svg><figcaption[^>]*>([^<]*)<\/figcaption><\/figure>/g)].map(
      ([, attributes, path, caption]) => {
        const attribute = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes!)?.[1];
        const [origin, , side] = attribute('viewBox')!.split(' ').map(Number);
        return { attribute, path: path!, caption, read: readQrCode(rasterizePath(path!, side!, -origin!)) };
      },
    );

  it.each(locales.map((locale) => [localizedPath(locale, '/app-download'), locale] as const))(
    '%s draws one code, for both phones, that opens /get in its language marked as a scan',
    async (path, locale) => {
      const html = await mainOf(path);
      const { caption, label } = wordsOf(locale.code, 'appDownload').installCode;
      const codes = qrCodesOf(html);
      expect(codes).toHaveLength(1);
      const [code] = codes;
      const opened = new URL(code!.read!);
      expect(opened.origin).toBe(defaultSiteConfig.siteUrl);
      expect(opened.pathname).toBe(localizedPath(locale, '/get'));
      expect(Object.fromEntries(opened.searchParams)).toEqual({ utm_source: new URL(defaultSiteConfig.siteUrl).host, utm_medium: 'qr' });
      expect(code!.attribute('aria-label')).toBe(htmlText(label));
      expect(code!.attribute('role')).toBe('img');
      expect(code!.caption).toBe(htmlText(caption));
      expect(code!.attribute('shape-rendering')).toBe('crispEdges');
      // Four light modules on every side, three CSS pixels a module: 135 px for 37 modules.
      expect(code!.attribute('viewBox')).toBe('-4 -4 45 45');
      expect([code!.attribute('width'), code!.attribute('height')]).toEqual(['135', '135']);
      // The strict CSP allows no style attribute: the code's looks are in the stylesheet.
      expect(html).not.toMatch(/\sstyle=/);
    },
  );

  it("encodes the configured SITE_URL's /get, whatever the store links, and hands the same code to every page of the language", async () => {
    const configured = await testApp({ env: CONFIGURED });
    const [code] = qrCodesOf(await mainOf('/es/app-download', configured));
    expect(code!.read).toBe('https://scan.example/es/get?utm_source=scan.example&utm_medium=qr');
    // Another page's boot data carries the packed code the app-download page draws after a client navigation.
    for (const path of ['/es', '/es/business']) {
      const { text } = await request(configured).get(path).expect(200);
      const boot = JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(text)![1]!) as {
        config: SiteConfig;
      };
      expect(qrCodePath(boot.config.installCode!), path).toBe(code!.path);
    }
  });
});
