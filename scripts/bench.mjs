// `npm run bench`: throughput of the production server (one process) against a bare
// node:http server answering the same HTML bytes, in the same run, with autocannon at 50
// connections; then the server's resident memory after warm-up and after 50,000 requests.
// Target (GUIDE.md): SSR ÷ bare ≥ 0.5 per route; memory flat.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const TARGETS = ['/', '/how-it-works', '/business'];
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const MEMORY_REQUESTS = 50_000;
const LOG_LEVEL = 'silent';
const SSR_PORT = Number(process.env.BENCH_PORT ?? 3206);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3216);

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(distDir, 'server', 'server.js'))) {
  console.log(`No production build in ${distDir}: building it first.`);
  const build = spawnSync('npx', ['vite', 'build', '--app'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function startSsr() {
  const child = spawn(process.execPath, [join(distDir, 'server', 'server.js')], {
    env: { ...process.env, DIST_DIR: distDir, HOST: '127.0.0.1', PORT: String(SSR_PORT), LOG_LEVEL, NODE_ENV: 'production', WEB_CONCURRENCY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${SSR_PORT}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error('The server did not start within 10 s');
}

/** A bare server answering each path with the bytes and as many headers as the SSR server sent. */
async function startBare(pages) {
  const server = createServer((req, res) => {
    const page = pages.get(req.url) ?? pages.get('/');
    res.writeHead(200, page.headers);
    res.end(page.body);
  });
  await new Promise((done) => server.listen(BARE_PORT, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${BARE_PORT}`, server };
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
};

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
  const rssWarm = rssMb(ssr.child.pid);

  const rows = {};
  for (const path of TARGETS) {
    const s = await load(`${ssr.url}${path}`);
    const b = await load(`${bare.url}${path}`);
    rows[path] = {
      'bytes': pages.get(path).body.length,
      'ssr req/s': Math.round(s.requests.average),
      'ssr p50 ms': s.latency.p50,
      'ssr p99 ms': s.latency.p99,
      'bare req/s': Math.round(b.requests.average),
      'bare p50 ms': b.latency.p50,
      'bare p99 ms': b.latency.p99,
      'ratio': Number((s.requests.average / b.requests.average).toFixed(2)),
      'errors': s.errors + s.non2xx,
    };
  }
  bare.server.close();

  const rssBefore = rssMb(ssr.child.pid);
  const perRoute = Math.ceil(MEMORY_REQUESTS / TARGETS.length);
  for (const path of TARGETS) await load(`${ssr.url}${path}`, { amount: perRoute });
  const rssAfter = rssMb(ssr.child.pid);

  console.log(`\nautocannon · ${CONNECTIONS} connections · ${DURATION_S} s per target · one process · LOG_LEVEL=${LOG_LEVEL}\n`);
  console.table(rows);
  console.log('\nResident memory (VmRSS) of the server process');
  console.log(`  after warm-up            ${rssWarm.toFixed(1)} MB`);
  console.log(`  after the throughput run ${rssBefore.toFixed(1)} MB`);
  console.log(`  after ${perRoute * TARGETS.length} more requests ${rssAfter.toFixed(1)} MB (growth ${(rssAfter - rssBefore).toFixed(1)} MB)`);

  const ratios = Object.values(rows).map((row) => row.ratio);
  const ok = ratios.every((ratio) => ratio >= 0.5) && Object.values(rows).every((row) => row.errors === 0);
  console.log(ok ? '\nEvery route meets the 0.5 ratio.' : '\nBelow target: a ratio under 0.5 or errors.');
  process.exitCode = ok ? 0 : 1;
} finally {
  ssr.child.kill('SIGTERM');
}
