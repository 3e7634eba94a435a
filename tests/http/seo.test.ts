import type { RequestListener } from 'node:http';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_IMAGE } from '../../src/components/RouteMeta';
import { routes } from '../../src/routes';
import { testApp } from '../support/server';
import { htmlText } from '../support/html';

const SITE_URL = 'https://scan.example';
const HOSTILE_HOST = 'evil.example';

/** The content attribute of a <meta> or the href of a <link> found by one attribute. */
function headValue(html: string, tag: 'meta' | 'link', attribute: string, value: string): string | undefined {
  const pattern = new RegExp(`<${tag}\\b[^>]*\\b${attribute}="${value}"[^>]*>`, 'g');
  const matches = html.match(pattern) ?? [];
  if (matches.length > 1) throw new Error(`${matches.length} <${tag} ${attribute}="${value}"> tags`);
  return matches[0]?.match(/\b(?:content|href)="([^"]*)"/)?.[1];
}

function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('head tags of every route', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL } });
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s has its own title, description, canonical and cards', async (path, route) => {
    const response = await request(app).get(path).set('Host', HOSTILE_HOST).expect(200);
    const html = response.text;
    const fullTitle = htmlText(`${route.title} | SCAN`);
    const canonical = `${SITE_URL}${'canonicalPath' in route ? route.canonicalPath : route.path}`;

    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${fullTitle}</title>`);
    expect(headValue(html, 'meta', 'name', 'description')).toBe(htmlText(route.description));
    expect(headValue(html, 'link', 'rel', 'canonical')).toBe(canonical);
    expect(headValue(html, 'meta', 'property', 'og:title')).toBe(fullTitle);
    expect(headValue(html, 'meta', 'property', 'og:description')).toBe(htmlText(route.description));
    expect(headValue(html, 'meta', 'property', 'og:url')).toBe(canonical);
    expect(headValue(html, 'meta', 'property', 'og:image')).toBe(`${SITE_URL}${SOCIAL_IMAGE.path}`);
    expect(headValue(html, 'meta', 'name', 'twitter:card')).toBe('summary_large_image');
    // One browser-chrome colour per colour scheme (tests/http/theme.test.ts checks their values).
    const themeColors = html.match(/<meta name="theme-color" media="\(prefers-color-scheme: (light|dark)\)" content="#[0-9a-f]{6}"/gi) ?? [];
    expect(themeColors).toHaveLength(2);
    expect(headValue(html, 'link', 'rel', 'manifest')).toBe('/manifest.webmanifest');
    expect(headValue(html, 'link', 'rel', 'apple-touch-icon')).toBe('/apple-touch-icon.png');
    expect(headValue(html, 'meta', 'name', 'robots')).toBeUndefined();
    expect(html).not.toContain(HOSTILE_HOST);
  });

  it('gives every indexable route a distinct title and canonical', async () => {
    const seen = new Map<string, string>();
    for (const route of routes.filter((entry) => !('canonicalPath' in entry))) {
      const { text } = await request(app).get(route.path);
      const key = `${text.match(/<title>([^<]*)<\/title>/)?.[1]} ${headValue(text, 'link', 'rel', 'canonical')}`;
      expect(seen.get(key), `${route.path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, route.path);
    }
  });

  it('marks not-found pages noindex, without a canonical', async () => {
    const { text } = await request(app).get('/no-such-page').expect(404);
    expect(headValue(text, 'meta', 'name', 'robots')).toBe('noindex');
    expect(headValue(text, 'link', 'rel', 'canonical')).toBeUndefined();
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
    expect(response.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = routes.filter((route) => !('canonicalPath' in route)).map((route) => `${SITE_URL}${route.path === '/' ? '/' : route.path}`);
    expect(locations).toEqual(expected);
    expect(locations).not.toContain(`${SITE_URL}/support`);
    expect(response.text).not.toContain(HOSTILE_HOST);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await request(app).head('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toBeUndefined();
  });

  it('follows the default SITE_URL when none is configured', async () => {
    const response = await request(await testApp()).get('/robots.txt').expect(200);
    expect(response.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
