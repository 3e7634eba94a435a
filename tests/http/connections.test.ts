import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_DEPTH } from '../../src/server/http.server';
import { PROBED_SERVER, peek, startChildServer, type ChildServer } from '../support/childServer';
import { openSocket } from '../support/rawHttp';

const MB = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 4_000;
const SEND_TIMEOUT_MS = 1_500;

/** `count` GETs of `path` in one write, as a pipelining client sends them. */
const pipelined = (path: string, count: number) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(count);

/** A connection that sends `requests` and never reads a byte of the answers. */
async function neverReading(url: string, requests: string): Promise<Socket> {
  const socket = await openSocket(url);
  socket.pause();
  socket.on('error', () => {});
  socket.write(requests);
  return socket;
}

/** Milliseconds a GET / takes on a connection of its own, start to last byte. */
function timedHome(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    httpRequest(`${url}/`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    })
      .on('error', reject)
      .end();
  });
}

describe('what one connection can make the server hold', () => {
  let child: ChildServer;
  beforeAll(async () => {
    child = await startChildServer(PROBED_SERVER, {
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS),
    });
  });
  afterAll(() => child?.kill());

  /** Peeks at the server until its open connections are back to `count`; the highest resident set seen on the way. */
  async function untilConnections(count: number, deadlineMs: number): Promise<{ closedAfterMs: number; peakRss: number }> {
    const started = performance.now();
    let peakRss = 0;
    for (;;) {
      const { rss, connections } = await peek(child);
      peakRss = Math.max(peakRss, rss);
      if (connections <= count) return { closedAfterMs: performance.now() - started, peakRss };
      if (performance.now() - started > deadlineMs) throw new Error(`${connections} connections still open after ${deadlineMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('70 connections each pipelining 30 × /og-image.png, never read: memory stays flat, each is closed in time, / still answers at once', async () => {
    // Warm: the first answers allocate what every later one reuses.
    for (let i = 0; i < 5; i += 1) await timedHome(child.url);
    const before = await peek(child);

    // Another visitor asks for / every 10 ms from before the attack until after its last connection closed.
    let attacking = true;
    const homeTimes: number[] = [];
    const home = (async () => {
      while (attacking) {
        homeTimes.push(await timedHome(child.url));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sockets = await Promise.all(Array.from({ length: 70 }, () => neverReading(child.url, pipelined('/og-image.png', 30))));
    const { closedAfterMs, peakRss } = await untilConnections(before.connections, REQUEST_TIMEOUT_MS * 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    attacking = false;
    await home;
    for (const socket of sockets) socket.destroy();

    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect((peakRss - before.rss) / MB).toBeLessThan(50);
    // Under 100 ms: nine in ten at least, since on a shared, loaded machine the scheduler alone
    // holds back the odd one past that with no attack at all; none anywhere near the 5 s timeouts
    // of before. `npm run bench` measures the slowest on its own.
    homeTimes.sort((a, b) => a - b);
    expect(homeTimes.length).toBeGreaterThan(10);
    expect(homeTimes[Math.floor(homeTimes.length * 0.9)]).toBeLessThan(100);
    expect(homeTimes.at(-1)).toBeLessThan(2_000);
    expect(child.logs.filter((line) => line.refusal === 'pipelining').length).toBeGreaterThan(0);
  });

  it(`answers a request and ${PIPELINE_DEPTH} pipelined behind it, in order, to a client that reads them`, async () => {
    const socket = await openSocket(child.url);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const paths = ['/favicon.svg', '/', '/robots.txt', '/nope', ...Array.from({ length: PIPELINE_DEPTH - 3 }, () => '/favicon-32.png')];
    socket.write(
      paths
        .map((path, i) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${i === paths.length - 1 ? 'Connection: close\r\n' : ''}\r\n`)
        .join(''),
    );
    await new Promise((resolve) => socket.once('close', resolve));
    const statuses = [
      ...Buffer.concat(chunks)
        .toString('latin1')
        .matchAll(/HTTP\/1\.1 (\d{3}) /g),
    ].map((match) => Number(match[1]));
    expect(statuses).toEqual(paths.map((path) => (path === '/nope' ? 404 : 200)));
  });

  it('closes a connection that pipelines more than that at once, and logs one short line for it', async () => {
    const socket = await openSocket(child.url);
    socket.on('error', () => {});
    socket.resume();
    socket.write(pipelined('/favicon.svg', PIPELINE_DEPTH + 2));
    await new Promise((resolve) => socket.once('close', resolve));
    await expect.poll(() => child.rawLogs.filter((line) => line.includes('"refusal":"pipelining"')).length).toBeGreaterThan(0);
    for (const line of child.rawLogs.filter((each) => each.includes('"refusal"'))) {
      expect(Buffer.byteLength(line)).toBeLessThan(300);
      expect(line).not.toContain('stack');
      expect(JSON.parse(line)).toMatchObject({ level: 40, refusal: 'pipelining' });
    }
    expect(await timedHome(child.url)).toBeGreaterThan(0);
  });
});
