import type { RequestListener } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { localizedPath, locales } from '../../src/i18n/locales';
import { htmlText, visibleText } from '../support/html';
import { rasterizePath, readQrCode } from '../support/qr';
import { rawGet } from '../support/rawHttp';
import { startTestServer, testApp, type RunningServer } from '../support/server';
import { wordsOf } from '../support/words';

/**
 * Invite pages and /get (decision 025), as the server sends them: an invite page per code in
 * every language, its code in the document and in its store links with no JavaScript at all,
 * out of search engines' reach; a code that is not one, a 404 that still offers the app; /get,
 * the same document for every device; documents that never depend on the User-Agent.
 */

const SITE_URL = 'https://scan.example';
const PROVIDER_TOKEN = '118161268';
const { googlePlay: PLAY, appStore: APP_STORE } = defaultSiteConfig.links;
const CODE = 'ABC123';

const USER_AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

/** Every link in the HTML to one of the stores' listings, its entities decoded. */
function storeHrefs(html: string) {
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&'));
  return {
    googlePlay: hrefs.filter((href) => href.startsWith(new URL(PLAY).origin)),
    appStore: hrefs.filter((href) => href.startsWith(new URL(APP_STORE).origin)),
  };
}

/** What the Play Store hands the installed app: the `referrer` parameter, decoded once, read as a query. */
const installReferrer = (url: string) => Object.fromEntries(new URLSearchParams(new URL(url).searchParams.get('referrer') ?? ''));

/** What a phone reads from every QR code the HTML draws. */
const qrCodesOf = (html: string) =>
  [...html.matchAll(/<svg [^>]*viewBox="([^"]*)"[^>]*><path d="([^"]*)"><\/path><\/svg>/g)].map(([, viewBox, path]) => {
    const [origin, , side] = viewBox!.split(' ').map(Number);
    return readQrCode(rasterizePath(path!, side!, -origin!));
  });

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

describe('invite pages (decision 025)', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL, APP_STORE_PROVIDER_TOKEN: PROVIDER_TOKEN } });
  });

  it.each(locales.map((locale) => [localizedPath(locale, `/invite/${CODE}`), locale] as const))(
    '%s answers 200 in its language: who gets what, the code, and both stores carrying it, with no script needed',
    async (path, locale) => {
      const res = await request(app).get(path).expect(200);
      const html = res.text;
      const words = wordsOf(locale.code, 'invite');
      const shell = wordsOf(locale.code, 'shell');
      expect(html).toContain(`<html lang="${locale.lang}" dir="${locale.dir}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${htmlText(shell.pages.invite.heading)}</h1>`));
      expect(html).toContain(`<title>${htmlText(shell.pages.invite.title)}`);
      // The code, large and left to right in every language, Arabic's mirrored page included.
      expect(html).toMatch(new RegExp(`<span[^>]* dir="ltr" translate="no"[^>]*>${CODE}</span>`));
      const text = visibleText(mainOf(html));
      for (const line of [words.code.label, words.shares.you, words.shares.friend, words.platforms.android, words.platforms.ios])
        expect(text, line).toContain(line.replace(/\s+/g, ' '));
      // The spec's figures (§9), in the page's words.
      expect(words.shares.you).toMatch(/2[,.\s\u00a0\u202f]?000|२,०००/);
      // Out of search engines: noindex and no canonical link.
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
      // Google Play's install referrer carries the code beside the placement; the App Store's link says where it was.
      const links = storeHrefs(mainOf(html));
      expect(links.googlePlay.length).toBeGreaterThan(0);
      expect(links.appStore.length).toBeGreaterThan(0);
      for (const href of links.googlePlay)
        expect(installReferrer(href)).toEqual({ utm_source: 'scan.example', utm_medium: 'invite', utm_content: 'hero', invite_code: CODE });
      for (const href of links.appStore) expect(href).toBe(`${APP_STORE}?ct=invite-hero&pt=${PROVIDER_TOKEN}`);
      // On a wide screen, a QR code that opens this same invite.
      expect(qrCodesOf(mainOf(html))).toEqual([`${SITE_URL}${path}`]);
    },
  );

  it('keeps the landing campaign out of the document: the same bytes with and without utm parameters', async () => {
    const plain = (await request(app).get(`/invite/${CODE}`).expect(200)).text;
    const campaign = (await request(app).get(`/invite/${CODE}?utm_source=poster&utm_medium=qr`).expect(200)).text;
    expect(campaign).toBe(plain);
  });

  it('carries any code the pattern allows, in its store links and its QR code, written in the address once', async () => {
    const html = (await request(app).get('/es/invite/Team_2027-x').expect(200)).text;
    for (const href of storeHrefs(mainOf(html)).googlePlay) expect(installReferrer(href).invite_code).toBe('Team_2027-x');
    expect(qrCodesOf(mainOf(html))).toEqual([`${SITE_URL}/es/invite/Team_2027-x`]);
    // Another spelling of the same address moves to its one spelling, keeping the query.
    const moved = await request(app).get('/invite/ABC123/?utm_source=x').redirects(0);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/invite/ABC123?utm_source=x');
  });

  it.each(['/invite/a', '/invite/abc', '/invite', '/es/invite/has%20space', `/ar/invite/${'x'.repeat(33)}`, '/fr/invite/!!!!'])(
    '%s, no code the pattern allows, is a 404 page in its language that still offers the app',
    async (path) => {
      const res = await request(app).get(path).expect(404);
      const locale = locales.find((candidate) => candidate.code !== 'en' && path.startsWith(`/${candidate.code}/`)) ?? locales[0]!;
      const words = wordsOf(locale.code, 'invite').notFound;
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain(`<html lang="${locale.lang}"`);
      expect(res.text).toMatch(new RegExp(`<h1[^>]*>${htmlText(words.heading)}</h1>`));
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      // The address's text is never shown back.
      expect(visibleText(mainOf(res.text))).not.toContain('!!!!');
      // Both stores, and on a wide screen the install code, which opens /get.
      const links = storeHrefs(mainOf(res.text));
      expect(links.googlePlay.length).toBeGreaterThan(0);
      expect(links.appStore.length).toBeGreaterThan(0);
      for (const href of links.googlePlay) expect(installReferrer(href).invite_code).toBeUndefined();
      expect(qrCodesOf(mainOf(res.text)).map((read) => new URL(read!).pathname)).toEqual([localizedPath(locale, '/get')]);
    },
  );

  it('stays out of the sitemap in every language', async () => {
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).not.toContain('/invite');
    expect(sitemap).not.toContain('/get<');
  });
});

describe('INVITE_CODE_PATTERN', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { INVITE_CODE_PATTERN: '[A-Z0-9]{6}' } });
  });

  it('decides which codes are invites: a whole code matches it, the rest are 404s', async () => {
    await request(app).get('/invite/ABC123').expect(200);
    await request(app).get('/hi/invite/ZZ9999').expect(200);
    for (const code of ['abc123', 'ABC1234', 'ABC12', 'Team_2027-x']) await request(app).get(`/invite/${code}`).expect(404);
  });

  it('hands the pattern to the browser, so a client render tells codes apart as the server did', async () => {
    const html = (await request(app).get('/invite/ABC123').expect(200)).text;
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)![1]!) as {
      config: { inviteCodePattern?: string };
    };
    expect(boot.config.inviteCodePattern).toBe('[A-Z0-9]{6}');
  });
});

describe('invite documents under load (decision 025)', () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.close());

  it('refuses renders of new invites beyond the queue with a 503 and Retry-After, and keeps answering stored pages', async () => {
    server = await startTestServer({ env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0' } });
    const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => rawGet(server!.url, `/invite/FLOOD${index}`)));
    const refused = answers.filter((res) => res.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((res) => res.status === 200 || res.status === 503)).toBe(true);
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A stored page is answered all the same.
    expect((await rawGet(server.url, '/')).status).toBe(200);
  });

  it('keeps invite documents while recent, within the bound in bytes: a flood of codes leaves the earliest to be rendered again', async () => {
    await server?.close();
    server = await startTestServer({ env: { SEARCH_CACHE_MB: '1' } });
    const first = await rawGet(server.url, '/invite/EARLIEST', 'Accept-Encoding: br\r\n');
    expect(first.headers['transfer-encoding']).toBe('chunked');
    // Kept: the next request is answered from memory, with its length and a validator.
    const kept = await rawGet(server.url, '/invite/EARLIEST', 'Accept-Encoding: br\r\n');
    expect(kept.headers['content-length']).toBe(String(kept.bytes.length));
    expect(kept.headers.etag).toMatch(/^"[\w-]{27}\.br"$/);
    expect(brotliDecompressSync(kept.bytes).equals(brotliDecompressSync(first.bytes))).toBe(true);
    for (let index = 0; index < 160; index += 1) expect((await rawGet(server.url, `/invite/CODE${index}`)).status).toBe(200);
    // Pushed out by the later ones: rendered (streamed) anew.
    const again = await rawGet(server.url, '/invite/EARLIEST', 'Accept-Encoding: br\r\n');
    expect(again.headers['transfer-encoding']).toBe('chunked');
    // The fixed documents stay.
    expect((await rawGet(server.url, '/invite')).headers['content-length']).toBeDefined();
  }, 120_000);
});

describe('/get and the device (decision 025)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_URL } });
  });
  afterAll(() => server.close());

  it('shows both stores and the install code in the document, for a visitor without JavaScript', async () => {
    const { status, body } = await rawGet(server.url, '/get?utm_source=poster');
    expect(status).toBe(200);
    const links = storeHrefs(mainOf(body));
    expect(links.googlePlay).toContain(PLAY);
    expect(links.appStore).toContain(APP_STORE);
    expect(qrCodesOf(mainOf(body))).toEqual([`${SITE_URL}/get?utm_source=scan.example&utm_medium=qr`]);
    // One page for search engines: /app-download's.
    expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/app-download"/>`);
  });

  it.each(['/', '/app-download', '/get', '/get?utm_source=poster', `/invite/${CODE}`, '/ar/get'])(
    '%s answers the same bytes and ETag to an Android phone, an iPhone and a computer, and adds no Vary on the User-Agent',
    async (path) => {
      for (const encoding of ['', 'Accept-Encoding: gzip, deflate, br\r\n']) {
        // Twice each: the first request of an address may be the one that renders it.
        await rawGet(server.url, path, `User-Agent: ${USER_AGENTS.desktop}\r\n${encoding}`);
        const answers = await Promise.all(
          Object.values(USER_AGENTS).map((agent) => rawGet(server.url, path, `User-Agent: ${agent}\r\n${encoding}`)),
        );
        expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
        expect(new Set(answers.map((res) => res.bytes.toString('base64'))).size, `${path} ${encoding}`).toBe(1);
        expect(new Set(answers.map((res) => res.headers.etag)).size, `${path} ${encoding}`).toBe(1);
        for (const res of answers) expect(res.headers.vary ?? '', path).not.toMatch(/user-agent|sec-ch-ua/i);
      }
    },
  );
});
