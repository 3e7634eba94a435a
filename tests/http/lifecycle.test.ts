import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FaultInjection } from '../../src/components/FaultInjection';
import { createApp, type SiteApp } from '../../src/server/app.server';
import type { RenderCounter } from '../../src/server/document.server';
import { createHttpServer, listen } from '../../src/server/httpServer.server';
import { VISITOR_USER_AGENT } from '../support/browser';
import { BUILT_SERVER, LIFECYCLE_SERVER, startChildServer, type ChildServer } from '../support/childServer';
import { openSocket, rawGet, rawRequest } from '../support/rawHttp';
import { testApp, testConfig, type Env } from '../support/server';

interface InProcessServer {
  app: SiteApp;
  server: Server;
  url: string;
  renders: RenderCounter;
  close(): Promise<void>;
}

/** The app behind the same HTTP server server.ts creates, timeouts included. */
async function startInProcess(options: { env?: Env; faultInjection?: FaultInjection } = {}): Promise<InProcessServer> {
  const app = await testApp(options);
  const server = createHttpServer(app, testConfig(options.env).timeouts);
  const { port } = await listen(server, 0, '127.0.0.1');
  return {
    app,
    server,
    url: `http://127.0.0.1:${port}`,
    renders: app.renders,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const pendingTimeouts = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
function heapUsedAfterGc(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

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
async function cutMidStream(url: string, count: number, target: (i: number) => string, concurrency = 50) {
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

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const socket = await firstBytes(running.url, '/');
    const started = Date.now();
    await closed(socket);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses timeouts that contradict each other', () => {
    expect(() => testConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});

describe('aborted and unfinished renders', () => {
  let running: InProcessServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('aborts the render of every visitor who hangs up mid-stream, leaving no timer, listener or memory behind', async () => {
    // 'hang' keeps every render streaming until the visitor leaves; the render timeout is far away.
    running = await startInProcess({ faultInjection: 'hang', env: { RENDER_TIMEOUT_MS: '600000' } });
    await cutMidStream(running.url, 20, (i) => `/?warm=${i}`);
    await expect.poll(() => running!.renders.inFlight).toBe(0);
    const timers = pendingTimeouts();
    const heap = heapUsedAfterGc();
    const listeners = ['request', 'connection', 'close'].map((event) => running!.server.listenerCount(event));
    const processListeners = ['SIGTERM', 'SIGINT', 'uncaughtException'].map((event) => process.listenerCount(event));

    await cutMidStream(running.url, 500, (i) => `/?n=${i}`);

    await expect.poll(() => running!.renders.inFlight).toBe(0);
    await expect.poll(pendingTimeouts).toBeLessThanOrEqual(timers);
    expect(['request', 'connection', 'close'].map((event) => running!.server.listenerCount(event))).toEqual(listeners);
    expect(['SIGTERM', 'SIGINT', 'uncaughtException'].map((event) => process.listenerCount(event))).toEqual(processListeners);
    expect(heapUsedAfterGc() - heap).toBeLessThan(8 * 1024 * 1024);
    // Still answering (this render hangs too, so only its start is awaited).
    const next = await firstBytes(running.url, '/business');
    expect(next.firstChunk).toMatch(/^HTTP\/1\.1 200 /);
    next.destroy();
  });

  it('releases renders cut mid-stream on ordinary pages rendered fresh (query string)', async () => {
    running = await startInProcess();
    const timers = pendingTimeouts();
    await cutMidStream(running.url, 500, (i) => `/privacy?n=${i}`);
    await expect.poll(() => running!.renders.inFlight).toBe(0);
    await expect.poll(pendingTimeouts).toBeLessThanOrEqual(timers);
    const res = await rawGet(running.url, '/privacy');
    expect(res.status).toBe(200);
    expect(res.body).toContain('</html>');
  });

  it('aborts a render that never finishes after RENDER_TIMEOUT_MS and still ends the response', async () => {
    running = await startInProcess({ faultInjection: 'hang', env: { RENDER_TIMEOUT_MS: '300' } });
    const visitor = await rawRequest(
      running.url,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${VISITOR_USER_AGENT}\r\nConnection: close\r\n\r\n`,
    );
    expect(visitor.status).toBe(200);
    expect(visitor.body).toContain('</html>');
    const crawler = await rawRequest(
      running.url,
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: Googlebot/2.1 (+http://www.google.com/bot.html)\r\nConnection: close\r\n\r\n',
    );
    expect(crawler.status).toBe(500);
    expect(crawler.body).not.toMatch(/timed out|at \S+ \(/);
    await expect.poll(() => running!.renders.inFlight).toBe(0);
  });
});

describe('access logs', () => {
  async function logLinesFor(env: Env, target: string): Promise<Array<Record<string, unknown>>> {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    const app = await createApp({ config: testConfig(env), logDestination: destination });
    const server = createHttpServer(app, testConfig(env).timeouts);
    const { port } = await listen(server, 0, '127.0.0.1');
    try {
      await rawGet(`http://127.0.0.1:${port}`, target);
      await expect.poll(() => lines.length > 0 || env.LOG_LEVEL !== 'info').toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('writes one JSON line per request with id, method, path, status and duration, without the query', async () => {
    const [line, ...rest] = await logLinesFor({ LOG_LEVEL: 'info' }, '/business?email=visitor@example.com');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', path: '/business' },
      res: { status: 200 },
    });
    expect((line!.req as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('visitor@example.com');
  });

  it('takes its level from LOG_LEVEL and is silent in tests', async () => {
    expect(await logLinesFor({ LOG_LEVEL: 'warn' }, '/')).toEqual([]);
    expect(testConfig().logLevel).toBe('silent');
    expect(testConfig({ LOG_LEVEL: undefined, NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(testConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('gives each request its own id', async () => {
    const lines: string[] = [];
    const app = await createApp({
      config: testConfig(),
      logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    const server = createHttpServer(app, testConfig().timeouts);
    const { port } = await listen(server, 0, '127.0.0.1');
    await rawGet(`http://127.0.0.1:${port}`, '/');
    // The second visit is answered from the kept render, before Express: it is logged all the same.
    await rawGet(`http://127.0.0.1:${port}`, '/');
    await rawGet(`http://127.0.0.1:${port}`, '/nope');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await expect.poll(() => lines.length).toBe(3);
    const entries = lines.map((line) => JSON.parse(line) as { req: { id: string; path: string }; res: { status: number } });
    expect(new Set(entries.map((entry) => entry.req.id)).size).toBe(3);
    expect(entries.map((entry) => [entry.req.path, entry.res.status])).toEqual([
      ['/', 200],
      ['/', 200],
      ['/nope', 404],
    ]);
  });
});

describe('process lifecycle (child processes)', () => {
  let child: ChildServer | undefined;
  afterEach(() => {
    child?.kill();
    child = undefined;
  });

  it('SIGTERM: stops accepting, finishes the response in flight, exits 0', async () => {
    child = await startChildServer(LIFECYCLE_SERVER, { TEST_FAULT: 'slow' });
    const socket = await firstBytes(child.url, '/');
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
    child = await startChildServer(LIFECYCLE_SERVER, { TEST_FAULT: 'slow' });
    const socket = await firstBytes(child.url, '/');
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
    child = await startChildServer(LIFECYCLE_SERVER, {
      TEST_FAULT: 'hang',
      RENDER_TIMEOUT_MS: '600000',
      SHUTDOWN_TIMEOUT_MS: '300',
    });
    const socket = await firstBytes(child.url, '/');
    child.process.kill('SIGTERM');
    await closed(socket);
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.logs.some((line) => line.msg === 'shutdown timeout reached: closing remaining connections')).toBe(true);
  });

  it('logs an uncaught exception and exits non-zero so the orchestrator restarts it', async () => {
    child = await startChildServer(LIFECYCLE_SERVER, { TEST_CRASH_AFTER_LISTEN: '1' });
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

  it('WEB_CONCURRENCY=2 runs two workers that both answer, and all of them drain on SIGTERM', async () => {
    child = await startChildServer(BUILT_SERVER, { WEB_CONCURRENCY: '2' }, 2);
    const workerPids = new Set(child.logs.filter((line) => line.msg === 'listening').map((line) => line.pid as number));
    expect(workerPids.size).toBe(2);
    expect(workerPids.has(child.process.pid!)).toBe(false);

    for (let i = 0; i < 20; i += 1) expect((await rawGet(child.url, '/')).status).toBe(200);
    await expect.poll(() => child!.logs.filter((line) => line.msg === 'request completed').length).toBe(20);
    const answeredBy = new Set(child.logs.filter((line) => line.msg === 'request completed').map((line) => line.pid));
    expect(answeredBy).toEqual(workerPids);

    child.process.kill('SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    for (const pid of workerPids) expect(() => process.kill(pid, 0)).toThrow();
    expect(child.logs.filter((line) => line.msg === 'stopped').length).toBe(2);
  });
});
