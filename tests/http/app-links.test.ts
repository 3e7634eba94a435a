import type { RequestListener } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { localizedPath, locales } from '../../src/i18n/locales';
import { fixedDocumentLocations } from '../../src/server/requestTarget.server';
import { rawGet } from '../support/rawHttp';
import { startTestServer, testApp, type RunningServer } from '../support/server';

/**
 * Decision 021: the app-link files and Safari's Smart App Banner from the configuration, served
 * when set and absent when not; security.txt always; and documents that stay the same bytes
 * whatever campaign a visitor lands with.
 */

const SITE_URL = 'https://scan.example';
const FINGERPRINTS = [
  '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5',
  'FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C',
];
const CONFIGURED = {
  SITE_URL,
  ANDROID_PACKAGE_NAME: 'app.scan.quests',
  // As an operator may paste them: lower case, spaces after the comma.
  ANDROID_CERT_FINGERPRINTS: FINGERPRINTS.map((fingerprint) => fingerprint.toLowerCase()).join(', '),
  APPLE_TEAM_ID: 'ABCDE12345',
  APPLE_BUNDLE_ID: 'app.scan.quests',
  APP_STORE_APP_ID: '6450000000',
  APP_STORE_PROVIDER_TOKEN: '118161268',
  SECURITY_CONTACT: 'https://scan.example/security',
};
/** The only paths the app claims (decision 025): the invite pages, in each language. */
const INVITE_PATHS = locales.map((locale) => `${localizedPath(locale, '/invite')}/*`);
const ASSET_LINKS = '/.well-known/assetlinks.json';
const ASSOCIATION = '/.well-known/apple-app-site-association';
const SECURITY_TXT = '/.well-known/security.txt';
const SMART_BANNER = /<meta name="apple-itunes-app" content="([^"]*)"\/>/g;

/** The headers every answer that is not a build's file carries (tests/http/security-headers.test.ts). */
function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['content-security-policy'], what).toContain("default-src 'self'");
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
}

describe('with app links configured', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: CONFIGURED });
  });

  it("serves assetlinks.json as JSON in Digital Asset Links' shape, with no redirect", async () => {
    const res = await request(app).get(ASSET_LINKS).redirects(0).set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers.location).toBeUndefined();
    expectSecurityHeaders(res.headers, ASSET_LINKS);
    expect(JSON.parse(res.text)).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'app.scan.quests', sha256_cert_fingerprints: FINGERPRINTS },
        // Android 15's dynamic rules: the invite paths only (decision 025).
        relation_extensions: {
          'delegate_permission/common.handle_all_urls': { dynamic_app_link_components: INVITE_PATHS.map((path) => ({ '/': path })) },
        },
      },
    ]);
  });

  it("serves apple-app-site-association, with no extension, as JSON in Apple's shape, with no redirect", async () => {
    const res = await request(app).get(ASSOCIATION).redirects(0);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers.location).toBeUndefined();
    expectSecurityHeaders(res.headers, ASSOCIATION);
    const { applinks } = JSON.parse(res.text) as { applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] } };
    expect(applinks.details.map(({ appIDs }) => appIDs)).toEqual([['ABCDE12345.app.scan.quests']]);
    // The invite paths of every language, never /*: a link to /privacy stays a page (decision 025).
    expect(applinks.details[0]!.components.map((component) => component['/'])).toEqual(INVITE_PATHS);
  });

  it('answers them as files: HEAD, a validator and 304, cached an hour, other methods refused', async () => {
    for (const path of [ASSET_LINKS, ASSOCIATION, SECURITY_TXT]) {
      const res = await request(app).get(path);
      // Each coding its own validator: assetlinks.json, with its dynamic rules, is large enough to be compressed.
      expect(res.headers.etag, path).toMatch(/^"[\w-]{27}(\.gzip)?"$/);
      expect(res.headers['cache-control'], path).toBe('public, max-age=3600');
      const head = await request(app).head(path).set('Accept-Encoding', 'gzip, deflate');
      expect([head.status, head.headers['content-length']], path).toEqual([200, res.headers['content-length']]);
      expect((await request(app).get(path).set('If-None-Match', res.headers.etag!)).status, path).toBe(304);
      expect((await request(app).post(path)).status, path).toBe(405);
    }
  });

  it('puts the Smart App Banner tag on every page in every language, once, in <head>', async () => {
    for (const location of fixedDocumentLocations) {
      const html = (await request(app).get(location)).text;
      const tags = [...html.matchAll(SMART_BANNER)];
      expect(
        tags.map((tag) => tag[1]),
        location,
      ).toEqual(['app-id=6450000000']);
      expect(tags[0]!.index!, location).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('hands the browser the provider token, and nothing of the app links, in the boot data', async () => {
    const html = (await request(app).get('/app-download')).text;
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)![1]!);
    expect(boot.config.appStoreProviderToken).toBe('118161268');
    expect(boot.config.appStoreAppId).toBe('6450000000');
    for (const secret of ['ABCDE12345', FINGERPRINTS[0]!, 'scan.example/security']) expect(html).not.toContain(secret);
  });

  it('takes security.txt’s contact from SECURITY_CONTACT', async () => {
    expect((await request(app).get(SECURITY_TXT)).text).toMatch(/^Contact: https:\/\/scan\.example\/security\n/);
  });
});

describe('without app links configured', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL } });
  });

  it.each([ASSET_LINKS, ASSOCIATION, '/.well-known/', '/.well-known/change-password'])(
    '%s is a missing file: a plain 404 with the security headers, never a page',
    async (path) => {
      const res = await request(app).get(path).redirects(0);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('There is no file at this address.');
      expect(res.text).not.toContain('boot-data');
      expectSecurityHeaders(res.headers, path);
    },
  );

  it('has no Smart App Banner tag on any page', async () => {
    for (const location of fixedDocumentLocations) expect((await request(app).get(location)).text, location).not.toMatch(SMART_BANNER);
  });
});

describe('security.txt (RFC 9116)', () => {
  let app: RequestListener;
  let builtAt: Date;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL, SUPPORT_EMAIL: 'help@scan.example' } });
    const entry = pathToFileURL(resolve(process.env.DIST_DIR ?? 'dist', 'server', 'entry-server.js')).href;
    builtAt = new Date(((await import(entry)) as { BUILD_TIME: string }).BUILD_TIME);
  });

  it('is plain UTF-8 text with the site’s headers', async () => {
    const res = await request(app).get(SECURITY_TXT).redirects(0);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expectSecurityHeaders(res.headers, SECURITY_TXT);
  });

  it('says whom to write to, until when, in which languages, and where the file lives', async () => {
    const text = (await request(app).get(SECURITY_TXT)).text;
    expect(text.endsWith('\n')).toBe(true);
    const fields = text
      .trimEnd()
      .split('\n')
      .map((line) => /^([A-Za-z-]+): (.+)$/.exec(line)!.slice(1));
    expect(fields.map(([name]) => name)).toEqual(['Contact', 'Expires', 'Preferred-Languages', 'Canonical']);
    const field = Object.fromEntries(fields) as Record<string, string>;
    // The support address by default.
    expect(field.Contact).toBe('mailto:help@scan.example');
    // A year after the build, in the Internet date format RFC 9116 asks for (RFC 3339).
    expect(field.Expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const expires = new Date(field.Expires!);
    expect(expires.getUTCFullYear()).toBe(builtAt.getUTCFullYear() + 1);
    expect(expires.getTime() - builtAt.getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect(expires.getTime() - builtAt.getTime()).toBeLessThanOrEqual(366 * 86_400_000);
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(field['Preferred-Languages']).toBe(locales.map((locale) => locale.lang).join(', '));
    expect(field.Canonical).toBe(`${SITE_URL}/.well-known/security.txt`);
  });
});

describe('a campaign in the address changes nothing the server sends', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ env: CONFIGURED });
  });
  afterAll(() => server.close());

  const CAMPAIGN = 'utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=data&utm_content=hero&gclid=EAIaIQ';
  it.each(['/', '/app-download', '/ar', '/ar/app-download', '/hi/eula', '/es/business'])(
    '%s answers the same bytes and ETag with and without utm parameters, in every coding',
    async (path) => {
      for (const encoding of ['', 'Accept-Encoding: gzip\r\n', 'Accept-Encoding: gzip, deflate, br\r\n']) {
        const [plain, campaign, spring] = await Promise.all([
          rawGet(server.url, path, encoding),
          rawGet(server.url, `${path}?${CAMPAIGN}`, encoding),
          rawGet(server.url, `${path}?utm_source=newsletter&utm_campaign=spring`, encoding),
        ]);
        for (const tagged of [campaign, spring]) {
          expect(tagged.status).toBe(200);
          expect(tagged.headers.etag).toBe(plain.headers.etag);
          expect(tagged.bytes.equals(plain.bytes)).toBe(true);
        }
        // Without JavaScript the store links are the plain ones: the document names no campaign.
        if (encoding === '') for (const value of ['utm_', 'gclid', 'newsletter', 'referrer=']) expect(plain.body).not.toContain(value);
      }
      if (path.endsWith('/app-download')) {
        const html = (await rawGet(server.url, `${path}?${CAMPAIGN}`)).body;
        expect(html).toContain(`href="${defaultSiteConfig.links.googlePlay}"`);
        expect(html).toContain(`href="${defaultSiteConfig.links.appStore}"`);
      }
    },
  );
});
