import { readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { resolve } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawCard } from '../../scripts/socialCards/build';
import { socialCardPages } from '../../src/app/socialCards';
import { localizedPath, locales } from '../../src/i18n/locales';
import { SOCIAL_CARDS_FILE, type SocialCards } from '../../src/lib/socialCards';
import { SAMPLE_INVITE_CODE } from '../../src/content/invite';
import { invitePath, inviteRoute, pageKey, routes, type PageKey } from '../../src/routes';
import { lightPalette } from '../../src/styles/palettes';
import { htmlText } from '../support/html';
import { decodePng } from '../support/png';
import { testApp } from '../support/server';
import { wordsOf } from '../support/words';

const SITE_URL = 'https://scan.example';
const cards = JSON.parse(readFileSync(resolve(process.env.DIST_DIR ?? 'dist', 'server', SOCIAL_CARDS_FILE), 'utf8')) as SocialCards;

/** The content of the one <meta> with this name or property. */
function meta(html: string, attribute: 'name' | 'property', value: string): string | undefined {
  const tags = html.match(new RegExp(`<meta\\b[^>]*\\b${attribute}="${value}"[^>]*>`, 'g')) ?? [];
  if (tags.length > 1) throw new Error(`${tags.length} <meta ${attribute}="${value}">`);
  return tags[0]?.match(/\bcontent="([^"]*)"/)?.[1];
}

/** The card a document names, checked for the tags every card comes with. */
function cardOf(html: string): { url: string; alt: string } {
  const url = meta(html, 'property', 'og:image')!;
  const alt = meta(html, 'property', 'og:image:alt')!;
  expect(meta(html, 'name', 'twitter:image')).toBe(url);
  expect(meta(html, 'name', 'twitter:image:alt')).toBe(alt);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'property', 'og:image:type')).toBe('image/png');
  expect(meta(html, 'property', 'og:image:width')).toBe('1200');
  expect(meta(html, 'property', 'og:image:height')).toBe('630');
  return { url, alt };
}

/** A PNG's chunks, each checked against its CRC. */
function pngChunks(bytes: Buffer): { type: string; data: Buffer }[] {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  const chunks = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const typed = bytes.subarray(offset + 4, offset + 8 + length);
    expect(crc32(typed)).toBe(bytes.readUInt32BE(offset + 8 + length));
    chunks.push({ type: typed.toString('latin1', 0, 4), data: typed.subarray(4) });
    offset += 12 + length;
  }
  return chunks;
}

const hex = (rgb: [number, number, number]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

describe('a social card per page and language', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL } });
  });

  const expectedAlt = (code: (typeof locales)[number]['code'], page: PageKey) => {
    const { title, description } = wordsOf(code, 'shell').pages[page];
    return htmlText(`${title} — ${description}`);
  };

  it('names a card of its own on every page of every language, described in the page’s language, for the server and after a client navigation', async () => {
    const named = new Map<string, string>();
    for (const locale of locales) {
      for (const route of routes) {
        const path = localizedPath(locale, route.path);
        const html = (await request(app).get(path).expect(200)).text;
        const { url, alt } = cardOf(html);
        expect(url, path).toMatch(new RegExp(`^${SITE_URL}/assets/card-${locale.code}-[\\w-]+\\.png$`));
        expect(url, path).toBe(`${SITE_URL}${cards[locale.code]![route.path]}`);
        expect(alt, path).toBe(expectedAlt(locale.code, pageKey(route)));
        expect(named.get(url), `${path} and ${named.get(url)}`).toBeUndefined();
        named.set(url, path);
        // The boot data hands the browser its language's cards, so a client navigation names the next page's.
        const boot = JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)![1]!) as {
          config: { socialCards: unknown };
        };
        expect(boot.config.socialCards).toEqual(cards[locale.code]);
      }
    }
    expect(named.size).toBe(routes.length * locales.length);
  });

  it('names the invite card on every invite page, the same for every code, in each language (decision 025)', async () => {
    for (const locale of locales) {
      const path = localizedPath(locale, invitePath(SAMPLE_INVITE_CODE));
      const card = cardOf((await request(app).get(path).expect(200)).text);
      expect(card.url, path).toBe(`${SITE_URL}${cards[locale.code]![inviteRoute.path]}`);
      expect(card.alt, path).toBe(expectedAlt(locale.code, 'invite'));
      expect(
        cardOf(
          (
            await request(app)
              .get(localizedPath(locale, invitePath('Other-Code')))
              .expect(200)
          ).text,
        ),
      ).toEqual(card);
      // A code that is not one: the not-found page's card, its language's home card.
      const home = cardOf((await request(app).get(localizedPath(locale, '/')).expect(200)).text);
      expect(
        cardOf(
          (
            await request(app)
              .get(localizedPath(locale, invitePath('a')))
              .expect(404)
          ).text,
        ),
      ).toEqual(home);
    }
  });

  it('shows the home page’s card of its language on the not-found page', async () => {
    for (const locale of locales) {
      const home = cardOf((await request(app).get(localizedPath(locale, '/')).expect(200)).text);
      const missing = cardOf((await request(app).get(localizedPath(locale, '/no-such-page')).expect(404)).text);
      expect(missing).toEqual(home);
      expect(missing.alt).toBe(expectedAlt(locale.code, 'home'));
    }
  });

  it('serves every card from the site as a valid 1200 × 630 PNG under 100 KB, kept a year', async () => {
    const paths = Object.values(cards).flatMap((byRoute) => Object.values(byRoute ?? {}));
    // Every route's and the invite pages', in every language.
    expect(new Set(paths).size).toBe((routes.length + 1) * locales.length);
    for (const path of paths) {
      const response = await request(app).get(path!).responseType('blob').expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = response.body as Buffer;
      expect(bytes.length, path).toBeLessThan(100_000);
      const chunks = pngChunks(bytes);
      expect(chunks[0]!.type).toBe('IHDR');
      expect([chunks[0]!.data.readUInt32BE(0), chunks[0]!.data.readUInt32BE(4)]).toEqual([1200, 630]);
      expect(chunks.at(-1)!.type).toBe('IEND');
      // Eight bits a channel, RGB, its data inflating to 630 rows of a filter byte and 1200 pixels.
      expect([...chunks[0]!.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
      const data = inflateSync(Buffer.concat(chunks.filter(({ type }) => type === 'IDAT').map(({ data }) => data)));
      expect(data.length).toBe(630 * (1 + 1200 * 3));
    }
    // The home page's in each language, decoded: its background starts from the brand's ink on
    // the words' side, the left, or the right in Arabic.
    for (const locale of locales) {
      const image = decodePng((await request(app).get(cards[locale.code]!['/']!).responseType('blob')).body as Buffer);
      const wordsSide = locale.dir === 'rtl' ? image.width - 1 : 0;
      expect(hex(image.rgb(wordsSide, image.height - 1)), locale.code).toBe(lightPalette.color.ink);
      expect(hex(image.rgb(image.width - 1 - wordsSide, image.height - 1)), locale.code).not.toBe(lightPalette.color.ink);
    }
  });

  it('serves the cards the build draws from the words, as the unit tests lay them out (Arabic and Hindi)', async () => {
    const pages = socialCardPages().filter(
      ({ locale, route }) => ['ar', 'hi'].includes(locale.code) && ['/', '/how-it-works'].includes(route.path),
    );
    expect(pages).toHaveLength(4);
    for (const page of pages) {
      const served = (await request(app).get(cards[page.locale.code]![page.route.path]!).responseType('blob').expect(200)).body as Buffer;
      expect((await drawCard(page)).equals(served), `${page.locale.code} ${page.route.path}`).toBe(true);
    }
  });
});
