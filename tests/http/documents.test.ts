import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { DocumentStore } from '../../src/server/documentStore.server';
import { rawGet, type RawResponse } from '../support/rawHttp';
import { startTestServer, testApp, type RunningServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A GET with these headers, read byte for byte. */
function get(target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return rawGet(server.url, target, extra);
}

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

describe('every fixed document is ready before the first request', () => {
  // Every route in English, and one of each other language's (the server renders them all the same way).
  const paths = [
    ...routes.map((route) => route.path),
    '/forgot-password',
    '/es',
    '/pt-br/business',
    '/fr/community',
    '/es/forgot-password',
  ];
  // A server of its own, warmed and asked nothing yet: each path's request is the first for it.
  let fresh: RunningServer;
  beforeAll(async () => {
    fresh = await startTestServer();
  });
  afterAll(() => fresh.close());

  it.each(paths)('%s is answered from memory at once, with a validator and a length', async (path) => {
    const res = await rawGet(fresh.url, path);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(res.headers['transfer-encoding']).toBeUndefined();
  });
});

describe('HTTP caching of documents', () => {
  it('gives each coding of a document its own strong ETag and answers If-None-Match with 304', async () => {
    const identity = await get('/business');
    const gzip = await get('/business', { 'Accept-Encoding': 'gzip' });
    const br = await get('/business', BROWSER);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.bytes).equals(identity.bytes)).toBe(true);
    expect(brotliDecompressSync(br.bytes).equals(identity.bytes)).toBe(true);
    const etags = [identity, gzip, br].map((res) => res.headers.etag!);
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).not.toMatch(/^W\//);

    for (const [res, headers] of [
      [identity, {}],
      [gzip, { 'Accept-Encoding': 'gzip' }],
      [br, BROWSER],
    ] as const) {
      const again = await get('/business', { ...headers, 'If-None-Match': res.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(res.headers.etag);
      expect(again.headers['cache-control']).toBe(res.headers['cache-control']);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    // A list, a weak form and `*` match too; another document's validator does not.
    expect((await get('/business', { 'If-None-Match': `"other", W/${identity.headers.etag}` })).status).toBe(304);
    expect((await get('/business', { 'If-None-Match': '*' })).status).toBe(304);
    expect((await get('/business', { 'If-None-Match': (await get('/')).headers.etag! })).status).toBe(200);
  });

  it('lets browsers revalidate and shared caches store, and keeps the not-found page briefly', async () => {
    const page = await get('/how-it-works', BROWSER);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
    expect(page.headers.vary).toBe('Accept-Encoding');
    const missing = await get('/forgot-password', BROWSER);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    // Preconditions apply to successful answers only.
    expect((await get('/forgot-password', { 'If-None-Match': missing.headers.etag! })).status).toBe(404);
  });

  it('takes the shared-cache lifetimes from the configuration', async () => {
    const configured = await testApp({ env: { DOCUMENT_S_MAXAGE: '600', DOCUMENT_STALE_WHILE_REVALIDATE: '30', NOT_FOUND_S_MAXAGE: '5' } });
    expect((await request(configured).get('/')).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=600, stale-while-revalidate=30',
    );
    expect((await request(configured).get('/nope')).headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
  });

  it('never lets a shared cache keep what must not be kept', async () => {
    for (const target of ['/%', '/missing.png', '/assets/missing-abc.js']) {
      expect((await get(target)).headers['cache-control'], target).toBe('no-store');
    }
  });
});

describe('query parameters a page does not read change nothing', () => {
  it.each([
    ['/', '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch'],
    ['/business', '/business?gclid=EAIaIQobChMI'],
    ['/how-it-works', '/how-it-works?fbclid=IwAR0abc'],
    ['/signup', '/signup?ref=friend-2000'],
  ])('%s and %s answer the same bytes and ETag in every coding', async (bare, campaign) => {
    for (const headers of [{}, BROWSER, { 'Accept-Encoding': 'gzip' }]) {
      const [plain, tagged] = [await get(bare, headers), await get(campaign, headers)];
      expect(tagged.status).toBe(200);
      expect(tagged.headers.etag).toBe(plain.headers.etag);
      expect(tagged.bytes.equals(plain.bytes)).toBe(true);
    }
  });

  it('answers every unknown path with the one not-found document', async () => {
    const answers = await Promise.all(['/wp-admin-83805', '/forgot-password', '/.env.bak/x', '/Business'].map((path) => get(path)));
    for (const res of answers) expect(res.status).toBe(404);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
  });

  it('moves a route written with a trailing slash to its one address, keeping the query', async () => {
    const res = await get('/business/?gclid=x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/business?gclid=x');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('help-centre searches', () => {
  it('renders a search once, then answers every equivalent spelling from memory', async () => {
    const first = await get('/community?q=token&category=all', BROWSER);
    expect(first.status).toBe(200);
    const stored = await get('/community?q=token&category=all', BROWSER);
    expect(stored.headers.etag).toBeDefined();
    for (const spelling of [
      '/community?category=all&q=token',
      '/community?q=+token+&category=all&utm_source=x',
      '/community?q=token&category=all&q=ignored',
    ]) {
      const res = await get(spelling, BROWSER);
      expect(res.headers.etag, spelling).toBe(stored.headers.etag);
      expect(res.bytes.equals(stored.bytes), spelling).toBe(true);
    }
    // The default category needs no parameter; /support is its own document.
    expect((await get('/community?q=wallet&category=getting-started')).headers.etag).toBeUndefined();
    expect((await get('/community?q=wallet')).headers.etag).toBeDefined();
    expect((await get('/support?q=wallet')).headers.etag).toBeUndefined();
  });

  it('streams a search it has not seen, with its headers, then keeps it', async () => {
    const fresh = await get('/community?q=streamed-once', BROWSER);
    expect(fresh.headers['transfer-encoding']).toBe('chunked');
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
    expect(fresh.headers['content-security-policy']).toContain("'strict-dynamic'");
    const kept = await get('/community?q=streamed-once', BROWSER);
    expect(kept.headers['content-length']).toBe(String(kept.bytes.length));
    expect(brotliDecompressSync(kept.bytes).equals(brotliDecompressSync(fresh.bytes))).toBe(true);
  });
});

describe('a search many visitors ask for at once', () => {
  it('is rendered once: the others wait for that render instead of queueing their own', async () => {
    // One render at a time and no queue: a second render of anything would be refused with 503.
    const strict = await startTestServer({ env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0' } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => rawGet(strict.url, '/community?q=everyone-at-once', 'Accept-Encoding: br\r\n')),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
      const bodies = new Set(answers.map((res) => brotliDecompressSync(res.bytes).toString('utf8')));
      expect(bodies.size).toBe(1);
    } finally {
      await strict.close();
    }
  });
});

describe('the store of finished documents', () => {
  const headers = { 'Cache-Control': 'no-store' };
  const keep = (store: DocumentStore, key: string, body: Buffer) => store.keep(key, 200, headers, body, undefined, key.includes('?'));
  const page = (index: number) => Buffer.from(`<!DOCTYPE html><p>${index}</p>${'x'.repeat(10_000 + index)}`);

  it('keeps searches within its bound in bytes, least recently used first out, and every fixed document', async () => {
    const store = new DocumentStore(256 * 1024);
    await keep(store, '/', page(0));
    for (let index = 1; index <= 400; index += 1) await keep(store, `/community?q=${index}`, page(index));
    expect(store.get('/')).toBeDefined();
    expect(store.get('/community?q=1')).toBeUndefined();
    expect(store.get('/community?q=400')).toBeDefined();
    const kept = Array.from({ length: 400 }, (_, index) => store.get(`/community?q=${index + 1}`)).filter(Boolean);
    const keptBytes = kept.reduce((sum, document) => sum + document!.size, 0);
    expect(kept.length).toBeGreaterThan(5);
    expect(keptBytes).toBeLessThanOrEqual(256 * 1024);
  });
});
