// `npm run bench`: throughput of the production server (one process) against a bare
// node:http server answering the same HTML bytes, in the same run, with autocannon at 50
// connections; then the server's resident memory after warm-up and after 50,000 requests.
// Target (GUIDE.md): SSR ÷ bare ≥ 0.5 per route; memory flat.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { answering, distDir, ensureBuild } from './serve-build.mjs';

const TARGETS = ['/', '/how-it-works', '/business'];
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEMORY_REQUESTS = 50_000;
const LOG_LEVEL = 'silent';
const SSR_PORT = Number(process.env.BENCH_PORT ?? 3206);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3216);

ensureBuild();

/**
 * Loaded into the server process by the bench only (`--import`): on request over IPC it runs a
 * full garbage collection and reports the heap, so growth is measured on live objects rather
 * than on RSS, which the allocator does not give back promptly.
 */
const HEAP_PROBE = `process.on('message', (message) => {
  if (message !== 'heap') return;
  globalThis.gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.send({ heapUsed, rss });
});`;

async function startSsr() {
  const probeDir = mkdtempSync(join(tmpdir(), 'scan-bench-probe-'));
  const probe = join(probeDir, 'heap-probe.mjs');
  writeFileSync(probe, HEAP_PROBE);
  const child = spawn(process.execPath, ['--expose-gc', '--import', probe, join(distDir, 'server', 'server.js')], {
    env: { ...process.env, DIST_DIR: distDir, HOST: '127.0.0.1', PORT: String(SSR_PORT), LOG_LEVEL, NODE_ENV: 'production', WEB_CONCURRENCY: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.once('exit', () => rmSync(probeDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${SSR_PORT}`;
  await answering(url, child);
  return { url, child };
}

/**
 * A bare node:http server answering each path with the bytes and headers the SSR server sent.
 * It runs in a process of its own, like the SSR server, so neither shares a core with autocannon.
 */
const BARE_SERVER = `
const { createServer } = require('node:http');
const pages = new Map(Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8')))
  .map(([path, page]) => [path, { headers: page.headers, body: Buffer.from(page.body, 'base64') }]));
createServer((req, res) => {
  const page = pages.get(req.url) ?? pages.get('/');
  res.writeHead(200, page.headers);
  res.end(page.body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send('ready'));
`;

async function startBare(pages) {
  const dir = mkdtempSync(join(tmpdir(), 'scan-bench-'));
  const file = join(dir, 'pages.json');
  writeFileSync(
    file,
    JSON.stringify(Object.fromEntries([...pages].map(([path, page]) => [path, { headers: page.headers, body: page.body.toString('base64') }]))),
  );
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file, String(BARE_PORT)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((done, fail) => {
    child.once('message', done);
    child.once('exit', (code) => fail(new Error(`The bare server exited with code ${code}`)));
  });
  return { url: `http://127.0.0.1:${BARE_PORT}`, close: () => (child.kill(), rmSync(dir, { recursive: true, force: true })) };
}

/** Heap in use after a full GC, and resident memory, of the SSR server (MB). */
const memoryOf = (child) =>
  new Promise((done) => {
    child.once('message', ({ heapUsed, rss }) => done({ heap: heapUsed / 1e6, rss: rss / 1e6 }));
    child.send('heap');
  });

/** A load of `duration` seconds, or of exactly `amount` requests when that is given. */
const load = (url, { duration = DURATION_S, amount } = {}) =>
  autocannon({ url, connections: CONNECTIONS, ...(amount ? { amount } : { duration }) });

const ssr = await startSsr();
try {
  // Fetch each page once (no Accept-Encoding, as autocannon sends none) to copy it for the bare server.
  const pages = new Map();
  for (const path of TARGETS) {
    const response = await fetch(`${ssr.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name)),
    );
    pages.set(path, { body, headers });
  }
  const bare = await startBare(pages);

  // Warm-up: every route rendered and kept, the JIT settled.
  for (const path of TARGETS) await load(`${ssr.url}${path}`, { duration: 2 });

  // Shared machines are noisy: SSR and bare runs alternate, and each figure is a median.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = {};
  for (const path of TARGETS) {
    const runs = { ssr: [], bare: [], ratio: [] };
    let errors = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const s = await load(`${ssr.url}${path}`);
      const b = await load(`${bare.url}${path}`);
      runs.ssr.push(s);
      runs.bare.push(b);
      runs.ratio.push(s.requests.average / b.requests.average);
      errors += s.errors + s.non2xx;
    }
    const of = (results, pick) => median(results.map(pick));
    rows[path] = {
      'bytes': pages.get(path).body.length,
      'ssr req/s': Math.round(of(runs.ssr, (r) => r.requests.average)),
      'ssr p50 ms': of(runs.ssr, (r) => r.latency.p50),
      'ssr p99 ms': of(runs.ssr, (r) => r.latency.p99),
      'bare req/s': Math.round(of(runs.bare, (r) => r.requests.average)),
      'bare p50 ms': of(runs.bare, (r) => r.latency.p50),
      'bare p99 ms': of(runs.bare, (r) => r.latency.p99),
      'ratio (median)': Number(median(runs.ratio).toFixed(2)),
      'errors': errors,
    };
  }
  bare.close();

  // Memory: the heap first grows to its working size; after that it must stay flat.
  const warm = await memoryOf(ssr.child);
  const perRoute = Math.ceil(MEMORY_REQUESTS / TARGETS.length);
  for (const path of TARGETS) await load(`${ssr.url}${path}`, { amount: perRoute });
  const after = await memoryOf(ssr.child);

  console.log(`\nautocannon · ${CONNECTIONS} connections · ${ROUNDS} alternating rounds of ${DURATION_S} s per target · one process · LOG_LEVEL=${LOG_LEVEL}\n`);
  console.table(rows);
  const requests = perRoute * TARGETS.length;
  const heapGrowth = after.heap - warm.heap;
  console.log('\nMemory of the server process (heap in use after a full GC, and resident set)');
  console.log(`  after warm-up and the throughput run  heap ${warm.heap.toFixed(1)} MB  rss ${warm.rss.toFixed(1)} MB`);
  console.log(`  after ${requests} more requests        heap ${after.heap.toFixed(1)} MB  rss ${after.rss.toFixed(1)} MB`);
  console.log(`  heap growth ${heapGrowth.toFixed(2)} MB (${((heapGrowth * 1e6) / requests).toFixed(1)} bytes per request)`);

  const ratios = Object.values(rows).map((row) => row['ratio (median)']);
  // Flat memory: live heap may wobble by a little, never grow with the request count.
  const ok =
    ratios.every((ratio) => ratio >= 0.5) && Object.values(rows).every((row) => row.errors === 0) && heapGrowth < 2;
  console.log(ok ? '\nEvery route meets the 0.5 ratio, and the heap is flat.' : '\nBelow target: a ratio under 0.5, errors, or heap growth.');
  process.exitCode = ok ? 0 : 1;
} finally {
  ssr.child.kill('SIGTERM');
}
