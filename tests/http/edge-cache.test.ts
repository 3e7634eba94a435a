import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILT_SERVER, startChildServer, type ChildServer } from '../support/childServer';
import { describeWithNginx, startEdge, type Edge } from '../support/nginx';
import { parseRawResponse, rawGet, type RawResponse } from '../support/rawHttp';

// deploy/nginx.conf run by Debian's nginx in front of the built server, both child processes on
// 127.0.0.1. Bodies are compared byte for byte over raw HTTP (nothing decompresses them on the
// way); the origin's access log, not only nginx's X-Cache-Status, shows which requests reached it.

/** What Chromium sends: the origin answers it with Brotli. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

type Headers = Record<string, string>;
const headerLines = (headers: Headers) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

function get(url: string, target: string, headers: Headers = {}): Promise<RawResponse> {
  return rawGet(url, target, headerLines(headers));
}

/** A GET sent from another loopback address than the one nginx uses to reach the origin. */
function getFrom(localAddress: string, url: string, target: string, headers: Headers): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headerLines(headers)}Connection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(parseRawResponse(Buffer.concat(chunks).toString('latin1'))));
  });
}

const cacheStatus = (answer: RawResponse) => answer.headers['x-cache-status'];

interface LoggedRequest {
  path: string;
  status: number;
  ip: string;
}

/**
 * The requests the origin answered for `path`, in order, once every request made so far is in
 * its log: the log is read after a request of its own (sent straight to it) has been logged.
 */
let barriers = 0;
async function originAnswered(origin: ChildServer, path: string): Promise<LoggedRequest[]> {
  const requests = () =>
    origin.logs
      .filter((line) => line.msg === 'request completed')
      .map((line) => {
        const { req, res } = line as { req: { path: string; ip: string }; res: { status: number } };
        return { path: req.path, status: res.status, ip: req.ip };
      });
  const barrier = `/edge-cache-log-barrier-${++barriers}`;
  await get(origin.url, barrier);
  await expect.poll(() => requests().some((request) => request.path === barrier)).toBe(true);
  return requests().filter((request) => request.path === path);
}

/**
 * Asks for `target` through the edge until nginx no longer answers it from a fresh entry, and
 * returns every answer (the last one is the first that was not a HIT).
 */
async function untilNoLongerFresh(edge: Edge, target: string, timeout: number): Promise<RawResponse[]> {
  const answers: RawResponse[] = [];
  await expect
    .poll(
      async () => {
        answers.push(await get(edge.url, target));
        return cacheStatus(answers.at(-1)!);
      },
      { timeout, interval: 100 },
    )
    .not.toBe('HIT');
  return answers;
}

describeWithNginx('edge cache: deploy/nginx.conf in front of the built server', () => {
  let origin: ChildServer;
  let edge: Edge;
  beforeAll(async () => {
    // One proxy in front: TRUST_PROXY=1, as the config's header says. The not-found page is kept
    // for one second instead of sixty.
    origin = await startChildServer(BUILT_SERVER, { TRUST_PROXY: '1', NOT_FOUND_S_MAXAGE: '1' });
    edge = await startEdge(origin.url);
  });
  afterAll(async () => {
    await edge?.stop();
    origin?.kill();
  });

  it('answers the second request for a page from the cache: the same bytes and ETag, the origin asked once', async () => {
    const before = (await originAnswered(origin, '/')).length;
    const first = await get(edge.url, '/');
    const second = await get(edge.url, '/');
    const direct = await get(origin.url, '/');

    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    expect(cacheStatus(second)).toBe('HIT');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    // nginx passes the origin's document and headers through untouched.
    expect(first.bytes.equals(direct.bytes)).toBe(true);
    for (const name of ['etag', 'cache-control', 'vary', 'content-type', 'content-security-policy', 'strict-transport-security']) {
      expect(second.headers[name], name).toBe(direct.headers[name]);
    }
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.server).toBe('nginx');

    // The miss and the direct request; the hit never reached the origin.
    expect((await originAnswered(origin, '/')).length).toBe(before + 2);
  });

  it('keeps the Brotli, gzip and identity bodies apart, each answered from the cache in its own coding', async () => {
    const codings = [
      { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
      { accept: BROWSER_ENCODINGS, encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
    ];
    const ask = (accept: string | undefined) => get(edge.url, '/business', accept ? { 'Accept-Encoding': accept } : {});
    const direct = await get(origin.url, '/business');
    const identityEtag = direct.headers.etag!;

    const firsts = [];
    for (const coding of codings) {
      const first = await ask(coding.accept);
      expect(cacheStatus(first), coding.accept).toBe('MISS');
      firsts.push(first);
    }
    // Asked again after all three were stored: each is a hit in its own coding.
    for (const [i, coding] of codings.entries()) {
      const again = await ask(coding.accept);
      expect(cacheStatus(again), coding.accept).toBe('HIT');
      expect(again.headers['content-encoding']).toBe(coding.encoding);
      expect(again.headers.vary).toBe('Accept-Encoding');
      expect(again.headers.etag).toBe(coding.encoding ? `${identityEtag.slice(0, -1)}.${coding.encoding}"` : identityEtag);
      expect(again.bytes.equals(firsts[i]!.bytes)).toBe(true);
      expect(Number(again.headers['content-length'])).toBe(again.bytes.length);
      // Compressed once by the origin, not again by nginx: the body decodes to the document.
      expect(coding.decode(again.bytes).equals(direct.bytes)).toBe(true);
    }
    // nginx keys a variant on the Accept-Encoding value as sent (it only normalises spaces), so
    // another spelling is an entry of its own, answered in the coding it names.
    const brOnly = await ask('br');
    expect(cacheStatus(brOnly)).toBe('MISS');
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(brOnly.bytes.equals(firsts[1]!.bytes)).toBe(true);

    // The direct request, one miss per coding and the other spelling's; no hit reached the origin.
    expect((await originAnswered(origin, '/business')).length).toBe(5);
  });

  it('answers a conditional request with its ETag 304 from the cache; an ETag names one coding', async () => {
    const browser = { 'Accept-Encoding': BROWSER_ENCODINGS };
    const stored = await get(edge.url, '/how-it-works', browser);
    expect(stored.headers['content-encoding']).toBe('br');

    const revalidated = await get(edge.url, '/how-it-works', { ...browser, 'If-None-Match': stored.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(cacheStatus(revalidated)).toBe('HIT');
    expect(revalidated.headers.etag).toBe(stored.headers.etag);
    expect(revalidated.headers['cache-control']).toBe(stored.headers['cache-control']);
    expect(revalidated.bytes.length).toBe(0);

    // The identity body's validator does not match the Brotli body: the whole body comes back.
    const identityEtag = stored.headers.etag!.replace(/\.br"$/, '"');
    const otherCoding = await get(edge.url, '/how-it-works', { ...browser, 'If-None-Match': identityEtag });
    expect(otherCoding.status).toBe(200);
    expect(cacheStatus(otherCoding)).toBe('HIT');
    expect(otherCoding.bytes.equals(stored.bytes)).toBe(true);

    expect((await originAnswered(origin, '/how-it-works')).length).toBe(1);
  });

  it('answers a campaign link with the page itself, from an entry of its own', async () => {
    const page = await get(origin.url, '/');
    const first = await get(edge.url, '/?utm_source=x');
    const second = await get(edge.url, '/?utm_source=x');
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    expect(cacheStatus(second)).toBe('HIT');
    for (const answer of [first, second]) {
      expect(answer.bytes.equals(page.bytes)).toBe(true);
      expect(answer.headers.etag).toBe(page.headers.etag);
    }
    // A visitor who already has the page revalidates it through the campaign link.
    const conditional = await get(edge.url, '/?utm_source=x', { 'If-None-Match': page.headers.etag! });
    expect(conditional.status).toBe(304);
  });

  it('sends one request to the origin for a page not cached yet, however many visitors ask for it at once', async () => {
    // A help-centre search: rendered on demand, so the first answer takes a while.
    const target = '/community?q=withdraw';
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(edge.url, target)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
    }
    expect(answers.filter((answer) => cacheStatus(answer) === 'MISS')).toHaveLength(1);
    expect(await originAnswered(origin, '/community')).toHaveLength(1);
  });

  it('keeps the branded not-found page only as long as its s-maxage, then asks the origin again', async () => {
    const path = '/no-such-page';
    const first = await get(edge.url, path);
    const second = await get(edge.url, path);
    expect(first.status).toBe(404);
    expect(first.body).toContain('<title>Page Not Found');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(cacheStatus(first)).toBe('MISS');
    expect(cacheStatus(second)).toBe('HIT');
    expect(second.status).toBe(404);
    expect(second.bytes.equals(first.bytes)).toBe(true);

    // nginx counts whole seconds: an entry kept for 1 s is fresh for 1–2 s.
    const answers = await untilNoLongerFresh(edge, path, 4_000);
    const expired = answers.at(-1)!;
    // Fetched anew from the origin (not served stale: the origin allows no stale-while-revalidate
    // for this page, and the config lets nginx serve stale only when the origin fails).
    expect(cacheStatus(expired)).toBe('EXPIRED');
    expect(expired.status).toBe(404);
    expect(expired.bytes.equals(first.bytes)).toBe(true);
    expect((await originAnswered(origin, path)).map((request) => request.status)).toEqual([404, 404]);
  });

  it('never answers a no-store error page from the cache', async () => {
    const targets = [
      { target: '/%ff', path: '/%ff', status: 400 },
      { target: '/?q=%', path: '/', status: 400 },
      { target: '/assets/missing-0123abcd.js', path: '/assets/missing-0123abcd.js', status: 404 },
    ];
    for (const { target, path, status } of targets) {
      for (let i = 0; i < 3; i += 1) {
        const answer = await get(edge.url, target);
        expect(answer.status, target).toBe(status);
        expect(answer.headers['cache-control'], target).toBe('no-store');
        expect(cacheStatus(answer), target).toBe('MISS');
      }
      const answered = (await originAnswered(origin, path)).filter((request) => request.status === status);
      expect(answered.length, target).toBe(3);
    }
  });

  it("forwards the visitor's address, which the server logs with TRUST_PROXY=1, whatever X-Forwarded-For the visitor sent", async () => {
    // nginx reaches the origin from 127.0.0.1; this visitor comes from 127.0.0.2.
    const answer = await getFrom('127.0.0.2', edge.url, '/signup?from=edge-test', { 'X-Forwarded-For': '203.0.113.7' });
    expect(answer.status).toBe(200);
    expect(cacheStatus(answer)).toBe('MISS');
    expect((await originAnswered(origin, '/signup')).map((request) => request.ip)).toEqual(['127.0.0.2']);
  });
});

describeWithNginx('edge cache: pages past their s-maxage, and an origin that is down', () => {
  let origin: ChildServer;
  let edge: Edge;
  beforeAll(async () => {
    origin = await startChildServer(BUILT_SERVER, {
      DOCUMENT_S_MAXAGE: '1',
      DOCUMENT_STALE_WHILE_REVALIDATE: '60',
      NOT_FOUND_S_MAXAGE: '1',
    });
    edge = await startEdge(origin.url);
  });
  afterAll(async () => {
    await edge?.stop();
    origin?.kill();
  });

  it('within stale-while-revalidate, answers a stale page at once and revalidates it in the background', async () => {
    const first = await get(edge.url, '/community');
    expect(cacheStatus(first)).toBe('MISS');

    const answers = await untilNoLongerFresh(edge, '/community', 4_000);
    const stale = answers.at(-1)!;
    expect(cacheStatus(stale)).toBe('STALE');
    expect(stale.bytes.equals(first.bytes)).toBe(true);

    // The background request brings the entry back to fresh; meanwhile the stale copy is
    // answered (UPDATING), never a wait for the origin (EXPIRED).
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const answer = await get(edge.url, '/community');
          expect(answer.bytes.equals(first.bytes)).toBe(true);
          seen.push(cacheStatus(answer)!);
          return seen.at(-1);
        },
        { timeout: 4_000, interval: 50 },
      )
      .toBe('HIT');
    expect(seen.filter((status) => status !== 'HIT' && status !== 'UPDATING' && status !== 'STALE')).toEqual([]);
    // Revalidated with If-None-Match: the origin answered 304 (once, unless a stall let the entry
    // go stale again), never the page again.
    const [stored, ...revalidations] = (await originAnswered(origin, '/community')).map((request) => request.status);
    expect(stored).toBe(200);
    expect(revalidations.length).toBeGreaterThan(0);
    expect(revalidations.every((status) => status === 304)).toBe(true);
  });

  it('answers stale copies while the origin is down, and 502 for what it never stored', async () => {
    const path = '/gone-missing';
    expect(cacheStatus(await get(edge.url, path))).toBe('MISS');
    origin.process.kill('SIGTERM');
    await origin.exited;

    // The not-found page allows no stale-while-revalidate: served stale only because the origin fails.
    const answers = await untilNoLongerFresh(edge, path, 4_000);
    const stale = answers.at(-1)!;
    expect(cacheStatus(stale)).toBe('STALE');
    expect(stale.status).toBe(404);
    expect(stale.body).toContain('<title>Page Not Found');

    const neverStored = await get(edge.url, '/signin');
    expect(neverStored.status).toBe(502);
    expect(edge.errorLog()).toMatch(/connect\(\) failed/);
  });
});
