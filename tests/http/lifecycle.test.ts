import type { Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logging.server';
import { createApp } from '../../src/server/app.server';
import { createHttpServer, listen } from '../../src/server/http.server';
import { VISITOR_USER_AGENT } from '../support/browser';
import {
  BUILT_SERVER,
  PROBED_SERVER,
  probe,
  runToExit,
  startChildServer,
  type ChildServer,
  type FinishedProcess,
} from '../support/childServer';
import { faultsModule, faultyBuild } from '../support/faultyBuild';
import { openSocket, rawGet, rawRequest } from '../support/rawHttp';
import { testApp, testConfig, testSite, type TestAppOptions } from '../support/server';

interface InProcessServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** The app behind the same HTTP server server.ts creates, timeouts included. */
async function startInProcess(options: TestAppOptions = {}): Promise<InProcessServer> {
  const app = await testApp(options);
  const server = createHttpServer(testConfig(options.env).timeouts, app);
  const { port } = await listen(server, 0, '127.0.0.1');
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const openConnections = (server: Server) =>
  new Promise<number>((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

const pendingTimeouts = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

/** Sends a visitor's GET and resolves with the socket once the first bytes of the answer arrive. */
async function firstBytes(url: string, target: string): Promise<Socket & { firstChunk: string }> {
  const socket = await openSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('data', (chunk: Buffer) => resolve(Object.assign(socket, { firstChunk: chunk.toString('latin1') })));
    socket.once('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${VISITOR_USER_AGENT}\r\n\r\n`);
  });
}

/** Opens `count` requests, `concurrency` at a time, and hangs up on each as soon as it starts streaming. */
async function cutMidStream(url: string, count: number, target: (i: number) => string, concurrency: number) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const socket = await firstBytes(url, target(next++));
      socket.destroy();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const closed = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe('server timeouts', () => {
  let running: InProcessServer;
  beforeAll(async () => {
    running = await startInProcess({
      env: { HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '800', KEEP_ALIVE_TIMEOUT_MS: '300' },
    });
  });
  afterAll(() => running.close());

  it('cuts off a client that trickles its headers (slowloris)', async () => {
    const socket = await openSocket(running.url);
    let answer = '';
    socket.setEncoding('utf8').on('data', (text: string) => {
      answer += text;
    });
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 100);
    try {
      await closed(socket);
    } finally {
      clearInterval(trickle);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect((await rawGet(running.url, '/')).status).toBe(200);
  });

  it('closes an idle keep-alive connection once KEEP_ALIVE_TIMEOUT_MS has passed', async () => {
    const socket = await firstBytes(running.url, '/');
    // The connection ends by the server's doing: the client never closes it.
    await closed(socket);
    expect(socket.destroyed).toBe(true);
  });

  it('closes a connection whose answer is not read once nothing could be sent for SEND_TIMEOUT_MS', async () => {
    // More than the kernel's buffers on both ends take: the answer can never be written whole.
    const body = Buffer.alloc(64 * 1024 * 1024);
    const server = createHttpServer(testConfig({ SEND_TIMEOUT_MS: '500' }).timeouts, (_req, res) => res.end(body));
    const { port } = await listen(server, 0, '127.0.0.1');
    try {
      const socket = await openSocket(`http://127.0.0.1:${port}`);
      socket.pause();
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const started = performance.now();
      await expect.poll(() => openConnections(server), { interval: 10 }).toBe(1);
      await expect.poll(() => openConnections(server), { timeout: 5_000, interval: 50 }).toBe(0);
      const closedAfterMs = performance.now() - started;
      expect(closedAfterMs).toBeGreaterThanOrEqual(400);
      expect(closedAfterMs).toBeLessThan(2_000);
      socket.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses timeouts that contradict each other', () => {
    expect(() => testConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});

describe('aborted and unfinished renders', () => {
  let running: InProcessServer | undefined;
  let child: ChildServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
    child?.kill();
    child = undefined;
  });

  // Bounded by work, not by the machine's speed: enough visitors to show growth if each left
  // something behind, few enough to take seconds on a busy 2-core machine.
  it('aborts the render of every visitor who hangs up mid-stream, leaving no timer, listener or memory behind', async () => {
    // A child process started with --expose-gc, running the faulty build: 'hang' renders stream
    // until the visitor leaves; the render timeout is far away.
    child = await startChildServer(PROBED_SERVER, {
      DIST_DIR: faultyBuild(),
      RENDER_TIMEOUT_MS: '600000',
      RENDER_CONCURRENCY: '10',
      RENDER_QUEUE: '100',
    });
    await cutMidStream(child.url, 30, (i) => `/community?q=fault-hang-warm-${i}`, 10);
    await expect.poll(async () => (await probe(child!)).rendersInFlight).toBe(0);
    const before = await probe(child);

    await cutMidStream(child.url, 150, (i) => `/community?q=fault-hang-${i}`, 10);

    await expect.poll(async () => (await probe(child!)).rendersInFlight).toBe(0);
    await expect.poll(async () => (await probe(child!)).timeouts).toBeLessThanOrEqual(before.timeouts);
    const after = await probe(child);
    expect(after.processListeners).toEqual(before.processListeners);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(8 * 1024 * 1024);
    // Still answering.
    expect((await rawGet(child.url, '/business')).status).toBe(200);
  });

  it('releases searches rendered afresh when their visitors hang up mid-stream', async () => {
    running = await startInProcess();
    const timers = pendingTimeouts();
    // Three rounds of four at once: a render that kept a timer after its visitor left shows at the first.
    await cutMidStream(running.url, 12, (i) => `/community?q=cut-${i}`, 4);
    // Waited for between turns of the event loop: expect.poll's own timers would be counted, and it
    // would wait out its whole timeout before it passed.
    for (const deadline = Date.now() + 5_000; pendingTimeouts() > timers && Date.now() < deadline;)
      await new Promise((resolve) => setImmediate(resolve));
    expect(pendingTimeouts(), 'timers left by renders whose visitors left').toBeLessThanOrEqual(timers);
    const res = await rawGet(running.url, '/community?q=after');
    expect(res.status).toBe(200);
    expect(res.body).toContain('</html>');
  });

  it('aborts a render that never finishes after RENDER_TIMEOUT_MS and still ends the response', async () => {
    running = await startInProcess({ faults: true, env: { RENDER_TIMEOUT_MS: '300' } });
    const { renders } = await faultsModule();
    const visitor = await rawRequest(
      running.url,
      `GET /community?q=fault-hang-visitor HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${VISITOR_USER_AGENT}\r\nConnection: close\r\n\r\n`,
    );
    expect(visitor.status).toBe(200);
    expect(visitor.body).toContain('</html>');
    const crawler = await rawRequest(
      running.url,
      'GET /community?q=fault-hang-crawler HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: Googlebot/2.1 (+http://www.google.com/bot.html)\r\nConnection: close\r\n\r\n',
    );
    expect(crawler.status).toBe(500);
    const crawlerText = crawler.body.replace(/<style[^>]*>[^<]*<\/style>/, '');
    expect(crawlerText).toContain('This page could not be shown');
    expect(crawlerText).not.toMatch(/timed out|at \S+ \(/);
    await expect.poll(() => renders.inFlight).toBe(0);
  });
});

describe('admission of renders', () => {
  let running: InProcessServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('refuses renders beyond the queue with a plain 503 and Retry-After, and keeps answering stored pages', async () => {
    running = await startInProcess({ faults: true, env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '2', RENDER_TIMEOUT_MS: '600000' } });
    // One render holds the only turn, two wait for it: the queue is full.
    const held = await Promise.all(
      ['hold', 'wait-1', 'wait-2'].map((name) =>
        openSocket(running!.url).then((socket) => {
          socket.write(`GET /community?q=fault-hang-${name} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${VISITOR_USER_AGENT}\r\n\r\n`);
          return socket;
        }),
      ),
    );
    await expect.poll(async () => (await rawGet(running!.url, '/community?q=one-more')).status, { interval: 50 }).toBe(503);
    const refused = await rawGet(running.url, '/community?q=and-another');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    // Refused before Express, with the security headers every document carries.
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
    expect(refused.headers['strict-transport-security']).toBeDefined();
    expect(refused.body).toMatch(/^<!DOCTYPE html>/);
    expect(refused.body).not.toContain('<script');
    // Stored documents never wait for a render.
    const home = await rawGet(running.url, '/');
    expect(home.status).toBe(200);
    expect(home.headers.etag).toBeDefined();
    for (const socket of held) socket.destroy();
    // The turns come back when the renders end.
    await expect.poll(async () => (await rawGet(running!.url, '/community?q=later')).status, { interval: 50 }).toBe(200);
  });
});

describe('refusals in the logs', () => {
  it('writes no line per refusal: one short warn line a second, counting them all, and none with a stack', async () => {
    const lines: string[] = [];
    const config = testConfig({ LOG_LEVEL: 'info', RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', RENDER_TIMEOUT_MS: '600000' });
    const site = await createApp({
      config,
      distDir: faultyBuild(),
      logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    await site.warm();
    const server = createHttpServer(config.timeouts, site.app);
    const { port } = await listen(server, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${port}`;
    try {
      // One render holds the only turn, one waits: every other new search is refused.
      const held = await Promise.all(
        ['hold', 'wait'].map((name) =>
          openSocket(url).then((socket) => {
            socket.write(
              `GET /community?q=fault-hang-log-${name} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${VISITOR_USER_AGENT}\r\n\r\n`,
            );
            return socket;
          }),
        ),
      );
      await expect.poll(async () => (await rawGet(url, '/community?q=first-refused')).status, { interval: 50 }).toBe(503);
      let refused = 1;
      const started = performance.now();
      while (performance.now() - started < 1_500) {
        const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => rawGet(url, `/community?q=refused-${refused + i}`)));
        refused += statuses.filter((res) => res.status === 503).length;
      }
      for (const socket of held) socket.destroy();
      const refusalLines = () => lines.filter((line) => line.includes('"refusal"'));
      const counted = () => refusalLines().reduce((sum, line) => sum + (JSON.parse(line) as { refused: number }).refused, 0);
      await expect.poll(counted, { timeout: 5_000 }).toBe(refused);
      // Two or three seconds of refusals: a line for the first, then one a second.
      expect(refusalLines().length).toBeLessThanOrEqual(4);
      for (const line of refusalLines()) {
        expect(Buffer.byteLength(line)).toBeLessThan(300);
        expect(line).not.toMatch(/stack|"err"/);
        expect(JSON.parse(line)).toMatchObject({ level: 40, refusal: 'renders', msg: 'too many renders waiting: answered 503' });
      }
      expect(lines.filter((line) => line.includes('"status":503'))).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('access logs', () => {
  async function logLinesFor(env: Record<string, string>, target: string, headers = ''): Promise<Array<Record<string, unknown>>> {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    const site = await createApp({ config: testConfig(env), logger: createLogger(testConfig(env), destination) });
    await site.warm();
    const server = createHttpServer(testConfig(env).timeouts, site.app);
    const { port } = await listen(server, 0, '127.0.0.1');
    try {
      await rawGet(`http://127.0.0.1:${port}`, target, headers);
      await expect.poll(() => lines.length > 0 || env.LOG_LEVEL !== 'info').toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('writes one JSON line per request with id, method, path, address, status and duration, without the query', async () => {
    const [line, ...rest] = await logLinesFor({ LOG_LEVEL: 'info' }, '/business?email=visitor@example.com');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', path: '/business', ip: '127.0.0.1' },
      res: { status: 200 },
    });
    expect((line!.req as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('visitor@example.com');
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const forwarded = 'X-Forwarded-For: 203.0.113.7\r\n';
    const [direct] = await logLinesFor({ LOG_LEVEL: 'info' }, '/', forwarded);
    expect((direct!.req as { ip: string }).ip).toBe('127.0.0.1');
    const [behindProxy] = await logLinesFor({ LOG_LEVEL: 'info', TRUST_PROXY: '1' }, '/', forwarded);
    expect((behindProxy!.req as { ip: string }).ip).toBe('203.0.113.7');
    const [namedProxy] = await logLinesFor({ LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' }, '/nope', forwarded);
    expect((namedProxy!.req as { ip: string }).ip).toBe('203.0.113.7');
    const [otherProxy] = await logLinesFor({ LOG_LEVEL: 'info', TRUST_PROXY: '10.0.0.0/8' }, '/', forwarded);
    expect((otherProxy!.req as { ip: string }).ip).toBe('127.0.0.1');
  });

  it('takes its level from LOG_LEVEL and is silent in tests', async () => {
    expect(await logLinesFor({ LOG_LEVEL: 'warn' }, '/')).toEqual([]);
    expect(testConfig().logLevel).toBe('silent');
    expect(testConfig({ LOG_LEVEL: undefined, NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(testConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('gives each request its own id, stored answers and fresh renders alike, and logs nothing while warming', async () => {
    const lines: string[] = [];
    const site = await createApp({
      config: testConfig(),
      logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    await site.warm();
    expect(lines).toEqual([]);
    const server = createHttpServer(testConfig().timeouts, site.app);
    const { port } = await listen(server, 0, '127.0.0.1');
    await rawGet(`http://127.0.0.1:${port}`, '/');
    await rawGet(`http://127.0.0.1:${port}`, '/community?q=logged');
    await rawGet(`http://127.0.0.1:${port}`, '/nope');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await expect.poll(() => lines.length).toBe(3);
    const entries = lines.map((line) => JSON.parse(line) as { req: { id: string; path: string }; res: { status: number } });
    expect(new Set(entries.map((entry) => entry.req.id)).size).toBe(3);
    expect(entries.map((entry) => [entry.req.path, entry.res.status])).toEqual([
      ['/', 200],
      ['/community', 200],
      ['/nope', 404],
    ]);
  });
});

describe('listening before the warm-up', () => {
  it('answers before every fixed document is stored: alive at once, ready after, and / the same page either way', async () => {
    const site = await testSite();
    const server = createHttpServer(testConfig().timeouts, site.app);
    const url = `http://127.0.0.1:${(await listen(server, 0, '127.0.0.1')).port}`;
    try {
      const probes = async () => [(await rawGet(url, '/livez')).status, (await rawGet(url, '/readyz')).status];
      const pages = (encoding: string) =>
        Promise.all(['/', '/hi/business'].map((path) => rawGet(url, path, `Accept-Encoding: ${encoding}\r\n`)));
      expect(await probes()).toEqual([200, 503]);
      // Nothing is stored yet: rendered for the visitor, streamed, in the latest language too.
      const [during, duringBr] = [await pages('identity'), await pages('br')];
      expect(during.map((res) => [res.status, res.headers['transfer-encoding']])).toEqual([
        [200, 'chunked'],
        [200, 'chunked'],
      ]);
      expect(await probes()).toEqual([200, 503]);
      await site.warm();
      expect(await probes()).toEqual([200, 200]);
      const [after, afterBr] = [await pages('identity'), await pages('br')];
      for (const res of after) expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(after.map((res) => res.body)).toEqual(during.map((res) => res.body));
      expect(afterBr.map((res) => brotliDecompressSync(res.bytes).toString())).toEqual(during.map((res) => res.body));
      expect(duringBr.map((res) => brotliDecompressSync(res.bytes).toString())).toEqual(during.map((res) => res.body));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a child process logs "listening" before "ready", and /readyz turns 200 in between', async () => {
    const child = await startChildServer(BUILT_SERVER, {}, { until: 'listening' });
    try {
      const readiness: number[] = [];
      await expect
        .poll(async () => readiness[readiness.push((await rawGet(child.url, '/readyz')).status) - 1], { timeout: 30_000, interval: 20 })
        .toBe(200);
      expect(readiness[0]).toBe(503);
      // The log comes through a pipe of its own, which may be read a moment after the answer.
      await expect
        .poll(() => child.logs.map((line) => line.msg).filter((msg) => msg === 'listening' || msg === 'ready'))
        .toEqual(['listening', 'ready']);
    } finally {
      child.kill();
    }
  });
});

describe('a start that cannot succeed', () => {
  /** One line on stderr that names what to change, no stack, no JSON log of an "uncaught exception", a non-zero exit. */
  function expectOneLine({ code, stdout, stderr }: FinishedProcess, names: RegExp) {
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1);
    expect(stderr).toMatch(names);
    expect(stderr).not.toMatch(/\bat \S+ \(|node:internal|server\.js:\d+|\^/);
    expect(stdout).not.toContain('uncaught exception');
  }

  it.each([
    [{ PORT: 'abc' }, /^PORT="abc" is not valid: set a whole number from 0 to 65535, or leave it unset for 3000\.$/m],
    [{ PORT: '99999' }, /^PORT="99999" is not valid/m],
    [{ SITE_URL: 'notaurl' }, /^SITE_URL="notaurl" is not valid: set an absolute http\(s\) URL/m],
    [{ DIST_DIR: '/nonexistent-build' }, /There is no build at \/nonexistent-build\S*: run npm run build, or set DIST_DIR/],
  ])('%o: says which setting and what to do, in one line', async (env, message) => {
    expectOneLine(await runToExit(BUILT_SERVER, env), message);
  });

  it('a port in use: names the port and what to do', async () => {
    const taken = createNetServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const expected = new RegExp(
        `^Port ${port} on 127\\.0\\.0\\.1 is already in use: stop what is using it, or set PORT to a free port\\.$`,
        'm',
      );
      expectOneLine(await runToExit(BUILT_SERVER, { PORT: String(port) }), expected);
    } finally {
      taken.close();
    }
  });
});

describe('process lifecycle (child processes)', () => {
  let child: ChildServer | undefined;
  afterEach(() => {
    child?.kill();
    child = undefined;
  });

  it('reports when it listens and when it is ready, every log key once', async () => {
    child = await startChildServer(BUILT_SERVER);
    const listening = child.logs.find((line) => line.msg === 'listening')!;
    expect(listening).toMatchObject({ env: 'production', pid: child.process.pid });
    expect(typeof listening.startupMs).toBe('number');
    const ready = child.logs.find((line) => line.msg === 'ready')!;
    expect(ready.readyMs as number).toBeGreaterThanOrEqual(listening.startupMs as number);
    // Ready means warm: the first answer is the stored document, with its validator.
    const first = await rawGet(child.url, '/');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    await expect.poll(() => child!.rawLogs.length).toBeGreaterThan(1);
    for (const line of child.rawLogs) {
      const keys = [...line.matchAll(/"([^"\\]+)":/g)].map((match) => match[1]);
      // Top-level keys only: nested objects (req, res) may reuse a name.
      const topLevel = Object.keys(JSON.parse(line) as object);
      for (const key of topLevel) expect(keys.filter((name) => name === key).length, `${key} in ${line}`).toBe(1);
    }
  });

  it('SIGTERM: stops accepting, finishes the response in flight, exits 0', async () => {
    child = await startChildServer(BUILT_SERVER, { DIST_DIR: faultyBuild() });
    const socket = await firstBytes(child.url, '/community?q=fault-slow-term');
    let rest = '';
    socket.setEncoding('utf8').on('data', (text: string) => {
      rest += text;
    });
    const socketClosed = closed(socket);
    child.process.kill('SIGTERM');
    await expect.poll(() => child!.logs.some((line) => line.msg === 'draining')).toBe(true);
    await expect(openSocket(child.url)).rejects.toThrow(/ECONNREFUSED/);
    await socketClosed;
    expect(rest).toContain('</html>');
    expect(await child.exited).toEqual({ code: 0, signal: null });
  });

  it('SIGINT: drains the same way and exits 0', async () => {
    child = await startChildServer(BUILT_SERVER, { DIST_DIR: faultyBuild() });
    const socket = await firstBytes(child.url, '/community?q=fault-slow-int');
    let rest = '';
    socket.setEncoding('utf8').on('data', (text: string) => {
      rest += text;
    });
    child.process.kill('SIGINT');
    await closed(socket);
    expect(rest).toContain('</html>');
    expect(await child.exited).toEqual({ code: 0, signal: null });
  });

  it('bounds the drain by SHUTDOWN_TIMEOUT_MS when a response never ends', async () => {
    child = await startChildServer(BUILT_SERVER, {
      DIST_DIR: faultyBuild(),
      RENDER_TIMEOUT_MS: '600000',
      SHUTDOWN_TIMEOUT_MS: '300',
    });
    const socket = await firstBytes(child.url, '/community?q=fault-hang-drain');
    child.process.kill('SIGTERM');
    await closed(socket);
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.logs.some((line) => line.msg === 'shutdown timeout reached: closing remaining connections')).toBe(true);
  });

  it('logs an uncaught exception and exits non-zero so the orchestrator restarts it', async () => {
    child = await startChildServer(BUILT_SERVER, { DIST_DIR: faultyBuild(), RENDER_TIMEOUT_MS: '200' });
    void rawGet(child.url, '/community?q=fault-crash-1').catch(() => undefined);
    const { code } = await child.exited;
    expect(code).toBe(1);
    const fatal = child.logs.find((line) => line.msg === 'uncaught exception');
    expect(fatal).toMatchObject({ level: 60, err: { message: 'deliberate crash for the lifecycle test' } });
  });

  it('the built server.js closes idle keep-alive connections on SIGTERM and exits 0', async () => {
    child = await startChildServer(BUILT_SERVER);
    const idle = await firstBytes(child.url, '/');
    const idleClosed = closed(idle);
    child.process.kill('SIGTERM');
    await idleClosed;
    expect(await child.exited).toEqual({ code: 0, signal: null });
  });
});
