import type { RequestListener } from 'node:http';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_IMAGE } from '../../src/app/RouteMeta';
import { localizedPath, locales } from '../../src/i18n/locales';
import { pageKey, routes } from '../../src/routes';
import { testApp } from '../support/server';
import { htmlText } from '../support/html';
import { wordsOf } from '../support/words';

const SITE_URL = 'https://scan.example';
const HOSTILE_HOST = 'evil.example';

/** The content attribute of a <meta> or the href of a <link> found by one attribute. */
function headValue(html: string, tag: 'meta' | 'link', attribute: string, value: string): string | undefined {
  const pattern = new RegExp(`<${tag}\\b[^>]*\\b${attribute}="${value}"[^>]*>`, 'g');
  const matches = html.match(pattern) ?? [];
  if (matches.length > 1) throw new Error(`${matches.length} <${tag} ${attribute}="${value}"> tags`);
  return matches[0]?.match(/\b(?:content|href)="([^"]*)"/)?.[1];
}

/** Every `<link rel="alternate" hreflang>` of a document, in order, as [hreflang, href]. */
function alternateLinks(html: string): [string, string][] {
  return [...html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)].map(([tag]) => [
    tag.match(/\bhrefLang="([^"]*)"/i)?.[1] ?? '',
    tag.match(/\bhref="([^"]*)"/)?.[1] ?? '',
  ]);
}

/** Every value of a repeatable <meta property>. */
function metaValues(html: string, property: string): string[] {
  return [...html.matchAll(new RegExp(`<meta\\b[^>]*\\bproperty="${property}"[^>]*>`, 'g'))].map(
    ([tag]) => tag.match(/\bcontent="([^"]*)"/)?.[1] ?? '',
  );
}

function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('head tags of every route', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL } });
  });

  const cases = locales.flatMap((locale) => routes.map((route) => [localizedPath(locale, route.path), route, locale] as const));

  it.each(cases)('%s has its own title, description, canonical, alternates and cards', async (path, route, locale) => {
    const response = await request(app).get(path).set('Host', HOSTILE_HOST).expect(200);
    const html = response.text;
    const meta = wordsOf(locale.code, 'shell').pages[pageKey(route)];
    const fullTitle = htmlText(`${meta.title} | SCAN`);
    const canonicalPath = 'canonicalPath' in route ? route.canonicalPath : route.path;
    const canonical = new URL(localizedPath(locale, canonicalPath), SITE_URL).href;

    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale.lang}" dir="${locale.dir}">`));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${fullTitle}</title>`);
    expect(headValue(html, 'meta', 'name', 'description')).toBe(htmlText(meta.description));
    // Search engines cut descriptions longer than about 160 characters.
    expect(meta.description.length).toBeGreaterThan(50);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(headValue(html, 'link', 'rel', 'canonical')).toBe(canonical);
    // The same page in every language, and English for everyone else.
    expect(alternateLinks(html)).toEqual([
      ...locales.map((each) => [each.lang, new URL(localizedPath(each, canonicalPath), SITE_URL).href]),
      ['x-default', `${SITE_URL}${canonicalPath}`],
    ]);
    expect(alternateLinks(html).map(([, href]) => href)).toContain(canonical);
    expect(headValue(html, 'meta', 'property', 'og:title')).toBe(fullTitle);
    expect(headValue(html, 'meta', 'property', 'og:description')).toBe(htmlText(meta.description));
    expect(headValue(html, 'meta', 'property', 'og:url')).toBe(canonical);
    expect(headValue(html, 'meta', 'property', 'og:locale')).toBe(locale.ogLocale);
    // Each page's own card, in its language (tests/http/social-cards.test.ts).
    expect(headValue(html, 'meta', 'property', 'og:image')).toMatch(new RegExp(`^${SITE_URL}/assets/card-${locale.code}-[\\w-]+\\.png$`));
    expect(headValue(html, 'meta', 'name', 'twitter:card')).toBe('summary_large_image');
    expect(headValue(html, 'meta', 'name', 'twitter:title')).toBe(fullTitle);
    // One browser-chrome colour per colour scheme (tests/http/theme.test.ts checks their values).
    const themeColors =
      html.match(/<meta name="theme-color" media="\(prefers-color-scheme: (light|dark)\)" content="#[0-9a-f]{6}"/gi) ?? [];
    expect(themeColors).toHaveLength(2);
    expect(headValue(html, 'link', 'rel', 'manifest')).toBe('/manifest.webmanifest');
    expect(headValue(html, 'link', 'rel', 'apple-touch-icon')).toBe('/apple-touch-icon.png');
    expect(headValue(html, 'meta', 'name', 'robots')).toBeUndefined();
    expect(html).not.toContain(HOSTILE_HOST);
  });

  it.each(locales)('names the other languages of the $code pages to Open Graph (og:locale:alternate)', async (locale) => {
    for (const route of routes) {
      const { text: html } = await request(app).get(localizedPath(locale, route.path)).expect(200);
      expect(metaValues(html, 'og:locale:alternate').sort(), route.path).toEqual(
        locales
          .filter((other) => other !== locale)
          .map((other) => other.ogLocale)
          .sort(),
      );
    }
  });

  it('gives every indexable route a distinct title and canonical, in every language', async () => {
    const seen = new Map<string, string>();
    for (const locale of locales) {
      for (const route of routes.filter((entry) => !('canonicalPath' in entry))) {
        const path = localizedPath(locale, route.path);
        const { text } = await request(app).get(path);
        const key = `${text.match(/<title>([^<]*)<\/title>/)?.[1]} ${headValue(text, 'link', 'rel', 'canonical')}`;
        expect(seen.get(key), `${path} repeats ${seen.get(key)}`).toBeUndefined();
        seen.set(key, path);
      }
    }
  });

  it('marks not-found pages noindex, without a canonical', async () => {
    for (const path of ['/no-such-page', '/es/no-such-page', '/pt-br/no-such-page', '/fr/no-such-page']) {
      const { text } = await request(app).get(path).expect(404);
      expect(headValue(text, 'meta', 'name', 'robots'), path).toBe('noindex');
      expect(headValue(text, 'link', 'rel', 'canonical'), path).toBeUndefined();
      expect(alternateLinks(text), path).toEqual([]);
    }
  });
});

describe('icons, manifest and social image', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp();
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon-32.png', 'image/png'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('serves %s as %s', async (path, type) => {
    const response = await request(app).get(path).expect(200);
    expect(response.headers['content-type']).toContain(type);
  });

  it('serves a local 1200×630 PNG as the social image', async () => {
    const response = await request(app).get(SOCIAL_IMAGE.path).responseType('blob').expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(pngSize(response.body as Buffer)).toEqual({ width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height });
  });

  // An SVG shown as an image (an <img>, the favicon, a manifest icon) is a document of its own
  // that the browser styles and lays out on the page's main thread while the page starts up.
  it('shows no SVG as an image on any page, and names raster icons only', async () => {
    const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect(icon.src).toMatch(/\.png$/);
    for (const locale of locales) {
      for (const route of routes) {
        const path = localizedPath(locale, route.path);
        const html = (await request(app).get(path).expect(200)).text;
        const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
        const icons = [...html.matchAll(/<link\b[^>]*\brel="(?:icon|apple-touch-icon)"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!);
        expect(icons.length, path).toBeGreaterThan(0);
        for (const source of [...images, ...icons]) expect(source, path).toMatch(/\.png$/);
      }
    }
  });

  it('lists served icons of the sizes it claims in the web app manifest', async () => {
    const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await request(app).get(icon.src).responseType('blob').expect(200);
      expect(response.headers['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') {
        const { width, height } = pngSize(response.body as Buffer);
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL } });
  });

  it('points robots.txt at the sitemap on SITE_URL, whatever the Host header', async () => {
    const response = await request(app).get('/robots.txt').set('Host', HOSTILE_HOST).expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.text).toContain('User-agent: *');
    expect(response.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(response.text).not.toContain(HOSTILE_HOST);
  });

  it('lists every route but aliases, with absolute URLs from SITE_URL', async () => {
    const response = await request(app).get('/sitemap.xml').set('Host', HOSTILE_HOST).expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.text).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Every page in every language: English at the site's paths, the others under their prefix.
    const expected = routes
      .filter((route) => !('canonicalPath' in route))
      .flatMap((route) => locales.map((locale) => new URL(localizedPath(locale, route.path), SITE_URL).href));
    expect(locations).toEqual(expected);
    expect(locations).toContain(`${SITE_URL}/`);
    expect(locations).toContain(`${SITE_URL}/es`);
    expect(locations).toContain(`${SITE_URL}/pt-br/business`);
    for (const alias of locales.map((each) => localizedPath(each, '/support'))) expect(locations).not.toContain(`${SITE_URL}${alias}`);
    // Each entry lists the same page in every language, and x-default.
    const entries = response.text.split('<url>').slice(1);
    expect(entries).toHaveLength(expected.length);
    for (const entry of entries) {
      const loc = entry.match(/<loc>([^<]+)<\/loc>/)![1]!;
      const hreflangs = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => match[1]);
      expect(hreflangs, loc).toEqual([...locales.map((each) => each.lang), 'x-default']);
      expect(entry, loc).toContain(`href="${loc}"/>`);
    }
    expect(response.text).not.toContain(HOSTILE_HOST);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await request(app).head('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toBeUndefined();
  });

  it('follows the default SITE_URL when none is configured', async () => {
    const response = await request(await testApp())
      .get('/robots.txt')
      .expect(200);
    expect(response.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
