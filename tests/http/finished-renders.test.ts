import { createServer } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/routes';
import type { SiteApp } from '../../src/server/app.server';
import { answerFromFinishedRenders, FinishedRenders } from '../../src/server/finishedRenders.server';
import { rawGet, rawRequest, type RawResponse } from '../support/rawHttp';
import { testApp } from '../support/server';

/** The body bytes as sent (rawHttp reads the whole answer as latin1, one character a byte). */
const bodyBytes = (res: RawResponse) => Buffer.from(res.raw.slice(res.raw.indexOf('\r\n\r\n') + 4), 'latin1');

const nonceOf = (res: RawResponse) => /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1] ?? '';

/** A response with its nonce and date taken out: what must be the same from one visitor to the next. */
function normalised(res: RawResponse) {
  const nonce = nonceOf(res);
  expect(nonce).not.toBe('');
  const headers = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => name !== 'date')
      .map(([name, value]) => [name, value.split(nonce).join('NONCE')]),
  );
  return { status: res.status, headers, body: res.body.split(nonce).join('NONCE') };
}

describe('FinishedRenders', () => {
  it('puts a new nonce wherever the old one was, at the edges too', () => {
    const store = new FinishedRenders();
    store.keep('/', Buffer.from('abc<a nonce="abc">é</a>abc'), 'abc');
    expect(store.has('/')).toBe(true);
    expect(store.has('/business')).toBe(false);
    expect(store.documentFor('/', 'XYZ')?.toString()).toBe('XYZ<a nonce="XYZ">é</a>XYZ');
    expect(store.documentFor('/business', 'XYZ')).toBeUndefined();
  });
});

describe('answering kept renders before Express', () => {
  let url: string;
  let close: () => void;
  const logged: string[] = [];

  beforeAll(async () => {
    const store = new FinishedRenders();
    store.keep('/business', Buffer.from('<p nonce="n000">kept</p>'), 'n000');
    let count = 0;
    const answer = answerFromFinishedRenders({
      renders: store,
      headersFor: (nonce) => ['X-Nonce', nonce],
      // Every nonce of one length, as nextNonce's are.
      nextNonce: () => `n${String((count += 1)).padStart(3, '0')}`,
      log: (req) => logged.push(req.url ?? ''),
    });
    // Whatever the fast path declines reaches the full chain, which answers 418 here.
    const server = createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(418).end('full chain');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers GET and HEAD for an exact kept path without Accept-Encoding, with a fresh nonce and a length', async () => {
    const first = await rawGet(url, '/business');
    const second = await rawGet(url, '/business');
    expect(first.status).toBe(200);
    expect(first.body).toBe(`<p nonce="${first.headers['x-nonce']}">kept</p>`);
    expect(second.headers['x-nonce']).not.toBe(first.headers['x-nonce']);
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(first.headers['transfer-encoding']).toBeUndefined();
    const head = await rawRequest(url, 'HEAD /business HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(logged.slice(0, 3)).toEqual(['/business', '/business', '/business']);
  });

  it.each(['gzip', 'gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5', '*'])(
    'answers Accept-Encoding: %s with the kept page compressed, its nonce filled in',
    async (accept) => {
      const res = await rawGet(url, '/business', `Accept-Encoding: ${accept}\r\n`);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      const body = bodyBytes(res);
      expect(res.headers['content-length']).toBe(String(body.length));
      expect(gunzipSync(body).toString()).toBe(`<p nonce="${res.headers['x-nonce']}">kept</p>`);
    },
  );

  it.each([
    ['a query', 'GET /business?q=1 HTTP/1.1'],
    ['another spelling', 'GET /business/ HTTP/1.1'],
    ['a path never kept', 'GET /community HTTP/1.1'],
    ['an absolute-form target', 'GET http://127.0.0.1/business HTTP/1.1'],
    ['another method', 'POST /business HTTP/1.1'],
    ['an encoding other than gzip only', 'GET /business HTTP/1.1\r\nAccept-Encoding: br'],
    ['gzip refused', 'GET /business HTTP/1.1\r\nAccept-Encoding: gzip;q=0, br'],
    ['identity only', 'GET /business HTTP/1.1\r\nAccept-Encoding: identity'],
  ])('leaves %s to the full chain', async (_what, requestLine) => {
    const res = await rawRequest(url, `${requestLine}\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(418);
  });
});

describe('the site answers a kept render directly, exactly as the full chain would', () => {
  let app: SiteApp;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    app = await testApp();
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it.each(routes.map((route) => route.path))('%s', async (path) => {
    // Express calls its own `handle` for every request it receives (not in its public types).
    const handle = vi.spyOn(app.express as unknown as { handle: (...args: unknown[]) => void }, 'handle');
    try {
      const first = await rawGet(url, path);
      expect(first.status).toBe(200);
      expect(handle).toHaveBeenCalledTimes(1);

      const direct = await rawGet(url, path);
      // Answered without Express: its handler was not called again.
      expect(handle).toHaveBeenCalledTimes(1);

      // Accept-Encoding: identity goes through the whole chain, compression included, to the same kept render.
      const chained = await rawGet(url, path, 'Accept-Encoding: identity\r\n');
      expect(handle).toHaveBeenCalledTimes(2);

      expect(new Set([nonceOf(first), nonceOf(direct), nonceOf(chained)]).size).toBe(3);
      expect(normalised(direct)).toEqual(normalised(chained));
      expect(direct.headers['content-length']).toBe(String(Buffer.byteLength(direct.body)));

      // A browser's Accept-Encoding: the same page and headers, gzip-compressed, still without Express.
      const compressed = await rawGet(url, path, 'Accept-Encoding: gzip, deflate, br, zstd\r\n');
      expect(handle).toHaveBeenCalledTimes(2);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      const bytes = bodyBytes(compressed);
      expect(compressed.headers['content-length']).toBe(String(bytes.length));
      const decoded = { ...compressed, body: gunzipSync(bytes).toString('utf8') };
      const { headers: compressedHeaders, ...compressedRest } = normalised(decoded);
      const { headers: directHeaders, ...directRest } = normalised(direct);
      expect(compressedRest).toEqual(directRest);
      expect({ ...compressedHeaders, 'content-encoding': undefined, 'content-length': undefined }).toEqual({
        ...directHeaders,
        'content-encoding': undefined,
        'content-length': undefined,
      });
      // Compressed once with the nonce's gaps, it stays within 15 % of gzip -9 of the whole page.
      expect(bytes.length).toBeLessThan(gzipSync(direct.body, { level: 9 }).length * 1.15);
    } finally {
      handle.mockRestore();
    }
  });
});
