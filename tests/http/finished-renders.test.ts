import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/routes';
import type { SiteApp } from '../../src/server/app.server';
import { answerFromFinishedRenders, FinishedRenders } from '../../src/server/finishedRenders.server';
import { rawGet, rawRequest, type RawResponse } from '../support/rawHttp';
import { testApp } from '../support/server';

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
    store.keep('/business', Buffer.from('<p nonce="n0">kept</p>'), 'n0');
    let count = 0;
    const answer = answerFromFinishedRenders({
      renders: store,
      headersFor: (nonce) => ['X-Nonce', nonce],
      nextNonce: () => `n${(count += 1)}`,
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
    expect(logged).toEqual(['/business', '/business', '/business']);
  });

  it.each([
    ['a query', 'GET /business?q=1 HTTP/1.1'],
    ['another spelling', 'GET /business/ HTTP/1.1'],
    ['a path never kept', 'GET /community HTTP/1.1'],
    ['an absolute-form target', 'GET http://127.0.0.1/business HTTP/1.1'],
    ['another method', 'POST /business HTTP/1.1'],
    ['an Accept-Encoding', 'GET /business HTTP/1.1\r\nAccept-Encoding: gzip'],
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
    } finally {
      handle.mockRestore();
    }
  });
});
