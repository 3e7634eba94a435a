import type { RequestListener } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { pageModule, messagesModule, messagesModuleAt } from '../../src/app/modules';
import { pageKey, routes } from '../../src/routes';
import { ENTRY, clientDir, manifest } from '../support/clientBuild';
import { startTestServer, testApp, type RunningServer } from '../support/server';
import { compiledIn } from '../support/words';

/** The body exactly as sent (supertest would decode it), with the response headers. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

interface Boot {
  modules: string[];
  preloads: string[];
  messages: Record<string, string>;
  shell: unknown;
}

/** The document's boot data: the files that hydrate it, where its words are, and the shell's words. */
function bootData(html: string): Boot {
  const data = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html);
  expect(data, 'the document carries its boot data').not.toBeNull();
  return JSON.parse(data![1]!) as Boot;
}

const fileOf = (id: string) => `/${manifest[id]!.file}`;
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));

describe('hydration code', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp();
  });

  // Nothing in the markup fetches script before the page paints; the boot script's loader then
  // requests the entry and every other file of the route at once (tests/e2e/hydration-loading):
  // the page's code and its words, in the page's language only. The shell's words come in the boot data.
  const cases = locales.flatMap((locale) => routes.map((route) => [localizedPath(locale, route.path), route, locale.code] as const));
  it.each(cases)('%s: the boot data names its code and messages, and nothing of another language', async (path, route, locale) => {
    const entryFile = fileOf(ENTRY);
    const ownWords = route.messages.map((name) => fileOf(messagesModule(locale, name)));
    // Every messages module of the document's language, by key; none of another language.
    const languageWords = Object.fromEntries(
      Object.keys(manifest)
        .map((id) => [id, messagesModuleAt(id)] as const)
        .filter(([, at]) => at?.locale === locale)
        .map(([id, at]) => [`${locale}/${at!.area}`, fileOf(id)]),
    );
    const otherLanguages = new Set(
      Object.keys(manifest)
        .filter((id) => messagesModuleAt(id) && messagesModuleAt(id)!.locale !== locale)
        .map(fileOf),
    );
    // The stored document, and a query the route does not read.
    for (const { text } of [await request(app).get(path).expect(200), await request(app).get(`${path}?ref=test`).expect(200)]) {
      const boot = bootData(text);
      expect(boot.modules).toEqual([entryFile]);
      expect(boot.preloads).toContain(fileOf(pageModule(route.page)));
      for (const file of ownWords) expect(boot.preloads).toContain(file);
      // No waterfall: whatever a preloaded file imports is preloaded too, or is the entry.
      for (const file of boot.preloads) {
        for (const imported of chunkByFile.get(file)?.imports ?? [])
          expect([entryFile, ...boot.preloads], `${file} imports ${imported}`).toContain(fileOf(imported));
      }
      for (const file of boot.preloads) expect(otherLanguages.has(file), file).toBe(false);
      expect(boot.messages).toEqual(languageWords);
      // Home's sections below the fold bring their words later: named, not preloaded.
      if (route.page === 'Home') expect(boot.preloads).not.toContain(boot.messages[`${locale}/homeSections`]);
      // The shell's words whole, but of the other pages only their titles (for the titles a
      // client navigation sets); their descriptions and headings come with their own pages.
      const { pages, ...shell } = compiledIn(locale, 'shell') as { pages: Record<string, { title: unknown }> };
      const booted = boot.shell as { pages: Record<string, unknown> };
      expect(booted).toMatchObject(shell);
      expect(booted.pages[pageKey(route)]).toEqual(pages[pageKey(route)]);
      for (const [page, meta] of Object.entries(pages))
        if (page !== route.page) expect([{ title: meta.title }, meta], page).toContainEqual(booted.pages[page]);
      expect(text).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(text).not.toContain('rel="modulepreload"');
    }
    for (const file of [entryFile, ...ownWords, fileOf(pageModule(route.page))]) {
      const response = await request(app).get(file).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    }
  });
});

describe('pre-compressed assets', () => {
  let app: RequestListener;
  let server: RunningServer;
  beforeAll(async () => {
    app = await testApp();
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const compressed = readdirSync(join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.js') && existsSync(join(clientDir, 'assets', `${file}.br`)))
    .map((file) => `/assets/${file}`);

  it('has .br and .gz siblings for the built scripts', () => {
    expect(compressed.length).toBeGreaterThan(0);
    for (const file of compressed) expect(existsSync(join(clientDir, `${file}.gz`)), file).toBe(true);
  });

  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])('answers Accept-Encoding: %s with the %s file', async (encoding, suffix) => {
    for (const file of compressed) {
      const response = await rawGet(`${server.url}${file}`, encoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.body.equals(readFileSync(join(clientDir, `${file}${suffix}`)))).toBe(true);
    }
  });

  it('prefers Brotli when both are accepted', async () => {
    const response = await request(app).get(compressed[0]!).set('Accept-Encoding', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const file = compressed[0]!;
    const response = await rawGet(`${server.url}${file}`, 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(readFileSync(join(clientDir, file)))).toBe(true);
  });

  it.each(['br', 'gzip'])('compresses documents with %s when asked, stored and freshly rendered alike', async (encoding) => {
    for (const path of ['/', `/community?q=compressed-${encoding}`]) {
      const response = await request(app).get(path).set('Accept-Encoding', encoding).expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.text).toContain('<!DOCTYPE html>');
    }
  });
});

describe('answers from files: validators, parts and errors', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp();
  });

  const svg = readFileSync(join(clientDir, 'favicon.svg'));

  /** The header set every answer that is not a file carries, and none of a file's validators. */
  function expectSiteAnswer(res: request.Response, status: number) {
    expect(res.status).toBe(status);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'vary', 'content-encoding'])
      expect(res.headers[header], header).toBeUndefined();
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
    expect(res.text).not.toContain('<script');
  }

  it('gives a file that keeps its name a strong ETag per coding and no Last-Modified', async () => {
    const plain = await request(app).get('/favicon.svg').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(plain.headers['last-modified']).toBeUndefined();
    expect(plain.headers['accept-ranges']).toBe('bytes');
    const script = `/${manifest[ENTRY]!.file}`;
    const hashed = await request(app).get(script).set('Accept-Encoding', 'br').expect(200);
    expect(hashed.headers.etag).toBeUndefined();
    expect(hashed.headers['accept-ranges']).toBeUndefined();
  });

  it('answers a current copy with 304 and the headers of its 200, less the body', async () => {
    const full = await request(app).get('/favicon.svg').expect(200);
    for (const etag of [full.headers.etag!, `W/${full.headers.etag!}`, `"other", ${full.headers.etag!}`]) {
      const res = await request(app).get('/favicon.svg').set('If-None-Match', etag).expect(304);
      expect(res.headers.etag).toBe(full.headers.etag);
      for (const header of ['cache-control', 'x-content-type-options', 'cross-origin-resource-policy', 'content-security-policy'])
        expect(res.headers[header], header).toBe(full.headers[header]);
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.text ?? '').toBe('');
    }
    const robots = await request(app).get('/robots.txt').expect(200);
    const revalidated = await request(app).get('/robots.txt').set('If-None-Match', robots.headers.etag!).expect(304);
    expect(revalidated.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a changed copy (If-Match) with a plain 412', async () => {
    expectSiteAnswer(await request(app).get('/favicon.svg').set('If-Match', '"stale"'), 412);
    const full = await request(app).get('/favicon.svg').expect(200);
    await request(app).get('/favicon.svg').set('If-Match', full.headers.etag!).expect(200);
    await request(app).get('/favicon.svg').set('If-Match', '*').expect(200);
  });

  it('sends the one range asked for, and a plain 416 for a range past the end', async () => {
    const part = (range: string) =>
      request(app).get('/favicon.svg').set('Accept-Encoding', 'identity').set('Range', range).responseType('blob').expect(206);
    const first = await part('bytes=0-9');
    expect(first.headers['content-range']).toBe(`bytes 0-9/${svg.length}`);
    expect(first.headers['content-length']).toBe('10');
    expect(first.body).toEqual(svg.subarray(0, 10));
    expect((await part('bytes=-5')).body).toEqual(svg.subarray(-5));
    const past = await request(app).get('/favicon.svg').set('Accept-Encoding', 'identity').set('Range', `bytes=${svg.length}-`);
    expectSiteAnswer(past, 416);
    expect(past.headers['content-range']).toBe(`bytes */${svg.length}`);
    // Several ranges, or a range of an older copy (If-Range), get the whole file.
    await request(app).get('/favicon.svg').set('Range', 'bytes=0-1,4-5').expect(200);
    await request(app).get('/favicon.svg').set('Range', 'bytes=0-1').set('If-Range', '"older"').expect(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request(app).get('/og-image.png').expect(200);
    const head = await request(app).head('/og-image.png').expect(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body).toEqual({});
  });

  it('answers a wrong method on a file with the site headers, a plain page and Allow', async () => {
    const res = await request(app).delete('/favicon.svg');
    expectSiteAnswer(res, 405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
