// `npm run bench`: the production server (one process) against a bare node:http server that
// answers every request with the very bytes the production server sent for it, in the same run.
//
// 1. Throughput for the requests a public site really gets, each as a ratio to the bare server
//    (autocannon, 20 connections, browser-like Accept-Encoding, alternating rounds, medians):
//    `/`, a campaign link, an ad click, scanner 404s (a new path every request), a repeated
//    help-centre search, /forgot-password. Targets: `/` ≥ 1.0; campaign, ad click, scanner 404
//    and /forgot-password ≥ 0.9; the repeated search ≥ 0.5.
// 2. Overload: `/` at 10 connections, alone and then during a flood of searches never seen before
//    at 50 connections (same run): its p99 during the flood ≤ 5 × its p99 alone, no 5xx for `/`,
//    and the flood's excess refused with 503 + Retry-After.
// 3. Memory: resident set after warm-up, then after 100,000 more unique URLs (scanner paths and
//    new searches): within 10 %. Heap after a full GC is printed beside it.
// 4. Hostile connections: 70 connections each pipelining 30 × `/og-image.png` and never reading:
//    the resident set grows by at most 50 MB, every such connection is closed within
//    REQUEST_TIMEOUT_MS, and `/`, asked every 10 ms meanwhile by another client, answers each
//    time within 100 ms.
// 5. Refusals in the logs: the flood of phase 2 against a server logging at `info`, then one at
//    `warn`, alternating: refused requests per second at `info` within 5 % of `warn`, and every
//    refusal line under 300 bytes, without a stack.
//
// It takes minutes: a line per phase and round goes to stderr as it runs (seconds since the
// start in brackets), the tables to stdout at the end.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { answering, distDir, ensureBuild } from './serve-build.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const UNIQUE_URLS = Number(process.env.BENCH_UNIQUE_URLS ?? 100_000);
const SSR_PORT = Number(process.env.BENCH_PORT ?? 3206);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3216);
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

let unique = 0;
const nextUnique = () => (unique += 1).toString(36);

/** The kinds of request measured: a fixed target, or one that changes with every request. */
const KINDS = [
  { name: '/', target: () => '/', min: 1.0 },
  { name: 'campaign link', target: () => '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch', min: 0.9 },
  { name: 'ad click', target: () => '/business?gclid=EAIaIQobChMI8u2', min: 0.9 },
  { name: 'scanner 404', target: () => `/wp-admin-${nextUnique()}`, min: 0.9 },
  { name: '/forgot-password', target: () => '/forgot-password', min: 0.9 },
  { name: 'repeated search', target: () => '/community?q=token&category=all', min: 0.5 },
];

ensureBuild();

/**
 * The production server, with the probe of tests/support/probe.mjs (--expose-gc). Its log lines
 * are kept (`logs`) when it logs at all.
 */
async function startSsr({ port = SSR_PORT, logLevel = 'silent' } = {}) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', resolve('tests/support/probe.mjs'), join(distDir, 'server', 'server.js')],
    {
      env: {
        ...process.env,
        DIST_DIR: distDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: logLevel,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '1',
      },
      stdio: ['ignore', logLevel === 'silent' ? 'inherit' : 'pipe', 'inherit', 'ipc'],
    },
  );
  const logs = [];
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (text) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop();
    logs.push(...lines);
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child);
  return { url, child, logs, startupMs: performance.now() - started };
}

/**
 * A bare node:http server in a process of its own: each path answered with the status, headers
 * and body the production server sent for a request of that kind (unknown paths: the 404's).
 */
const BARE_SERVER = `
const { createServer } = require('node:http');
const answers = new Map(Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8')))
  .map(([path, answer]) => [path, { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') }]));
const notFound = answers.get('*');
createServer((req, res) => {
  const answer = answers.get(req.url) ?? notFound;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send('ready'));
`;

async function startBare(answers) {
  const dir = mkdtempSync(join(tmpdir(), 'scan-bench-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(Object.fromEntries([...answers].map(([path, answer]) => [path, { ...answer, body: answer.body.toString('base64') }]))),
  );
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file, String(BARE_PORT)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((done, fail) => {
    child.once('message', done);
    child.once('exit', (code) => fail(new Error(`The bare server exited with code ${code}`)));
  });
  return { url: `http://127.0.0.1:${BARE_PORT}`, close: () => (child.kill(), rmSync(dir, { recursive: true, force: true })) };
}

/** What the production server answers a browser for `target`: status, headers and body bytes. */
function copyAnswer(url, target) {
  return new Promise((done, fail) => {
    get(`${url}${target}`, { headers: BROWSER_HEADERS }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(res.headers).filter(([name]) => !['transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name)),
        );
        const body = Buffer.concat(chunks);
        headers['content-length'] = String(body.length);
        done({ status: res.statusCode, headers, body });
      });
    }).on('error', fail);
  });
}

/** A load on `base` where every request asks for `target()`, for `duration` s or `amount` requests. */
function load(base, target, { connections = CONNECTIONS, duration = DURATION_S, amount } = {}) {
  return autocannon({
    url: base,
    connections,
    headers: BROWSER_HEADERS,
    ...(amount ? { amount } : { duration }),
    requests: [{ setupRequest: (request) => ({ ...request, path: target() }) }],
  });
}

/** Heap after a full GC, and resident set, of the production server (MB). */
const memoryOf = (child) =>
  new Promise((done) => {
    child.once('message', ({ heapUsed, rss }) => done({ heap: heapUsed / 1e6, rss: rss / 1e6 }));
    child.send('probe');
  });

/** Resident set (MB) and open connections of the production server as they are, nothing collected first. */
const peekAt = (child) =>
  new Promise((done) => {
    child.once('message', ({ rss, connections }) => done({ rss: rss / 1e6, connections }));
    child.send('peek');
  });

/** Milliseconds a GET / takes on a connection of its own. */
const timedHome = (url) =>
  new Promise((done, fail) => {
    const started = performance.now();
    get(`${url}/`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => done(performance.now() - started));
    }).on('error', fail);
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// What the run is doing, on stderr as it goes (it takes minutes), apart from the tables on stdout.
const benchStarted = performance.now();
const progress = (line) => process.stderr.write(`[${Math.round((performance.now() - benchStarted) / 1000)} s] ${line}\n`);

const ssr = await startSsr();
progress(`production server answering after ${Math.round(ssr.startupMs)} ms`);
let failed = false;
try {
  // The bare server learns each kind's answer from the production server.
  const answers = new Map();
  for (const kind of KINDS) {
    const target = kind.target();
    await copyAnswer(ssr.url, target); // a search is rendered once, then answered from memory
    answers.set(kind.name === 'scanner 404' ? '*' : target, await copyAnswer(ssr.url, target));
  }
  const bare = await startBare(answers);
  progress(`bare server answering the bytes of ${answers.size} kinds of request`);

  // Warm-up: the JIT settles on every kind.
  for (const kind of KINDS) {
    progress(`warm-up · ${kind.name} · 2 s production, 1 s bare`);
    await load(ssr.url, kind.target, { duration: 2 });
    await load(bare.url, kind.target, { duration: 1 });
  }

  // 1. Throughput, alternating production and bare rounds.
  const rows = {};
  for (const kind of KINDS) {
    const runs = { ssr: [], bare: [], ratio: [] };
    let errors = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const s = await load(ssr.url, kind.target);
      const b = await load(bare.url, kind.target);
      runs.ssr.push(s);
      runs.bare.push(b);
      runs.ratio.push(s.requests.average / b.requests.average);
      errors += s.errors + s['5xx'];
      progress(
        `1. throughput · ${kind.name} · round ${round + 1}/${ROUNDS} · ${DURATION_S} s each · ` +
          `${Math.round(s.requests.average)} req/s vs bare ${Math.round(b.requests.average)} · ratio ${runs.ratio.at(-1).toFixed(2)}`,
      );
    }
    const of = (results, pick) => median(results.map(pick));
    const ratio = median(runs.ratio);
    rows[kind.name] = {
      bytes: answers.get(kind.name === 'scanner 404' ? '*' : kind.target()).body.length,
      'req/s': Math.round(of(runs.ssr, (r) => r.requests.average)),
      'p99 ms': of(runs.ssr, (r) => r.latency.p99),
      'bare req/s': Math.round(of(runs.bare, (r) => r.requests.average)),
      'bare p99 ms': of(runs.bare, (r) => r.latency.p99),
      ratio: Number(ratio.toFixed(2)),
      target: `≥ ${kind.min.toFixed(1)}`,
      errors: errors,
    };
    if (ratio < kind.min || errors > 0) failed = true;
  }
  const homeRate = rows['/']['req/s'];
  for (const row of Object.values(rows)) row['÷ /'] = Number((row['req/s'] / homeRate).toFixed(2));
  bare.close();

  console.log(
    `\n1. Throughput · autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s · one process · LOG_LEVEL=silent\n`,
  );
  console.table(rows);

  // 2. Overload: the p99 of `/` alone, then with a flood of searches never seen before.
  const home = () => '/';
  const fresh = () => `/community?q=flood-${nextUnique()}`;
  const calm = [];
  const flooded = [];
  let homeFailures = 0;
  const floodStatus = { ok: 0, refused: 0, other: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    calm.push((await load(ssr.url, home, { connections: 10 })).latency.p99);
    const flood = load(ssr.url, fresh, { connections: 50 });
    const during = await load(ssr.url, home, { connections: 10 });
    const floodResult = await flood;
    flooded.push(during.latency.p99);
    homeFailures += during.errors + during['5xx'] + during.non2xx;
    floodStatus.ok += floodResult['2xx'];
    floodStatus.refused += floodResult['5xx'];
    floodStatus.other += floodResult.errors + floodResult['4xx'];
    progress(
      `2. overload · round ${round + 1}/${ROUNDS} · ${DURATION_S} s alone, ${DURATION_S} s flooded · ` +
        `p99 of / ${calm.at(-1)} ms alone, ${during.latency.p99} ms during the flood`,
    );
  }
  const calmP99 = median(calm);
  const floodedP99 = median(flooded);
  console.log(
    `\n2. Overload · / at 10 connections alone, then during a flood of new searches at 50 connections (${ROUNDS} rounds, medians)`,
  );
  console.log(
    `  p99 of / alone ${calmP99} ms · during the flood ${floodedP99} ms · ratio ${(floodedP99 / calmP99).toFixed(2)} (target ≤ 5)`,
  );
  console.log(`  / failures during the flood: ${homeFailures} (target 0)`);
  console.log(`  flood answers: ${floodStatus.ok} rendered, ${floodStatus.refused} refused with 503, ${floodStatus.other} other`);
  if (floodedP99 > 5 * calmP99 || homeFailures > 0 || floodStatus.other > 0) failed = true;

  // 3. Memory: warm-up fills the search cache to its bound; then 100,000 more unique URLs.
  const mixed = () => (unique % 5 === 0 ? fresh() : `/wp-admin-${nextUnique()}`);
  progress('3. memory · warm-up · 20,000 unique URLs');
  let phaseStarted = performance.now();
  await load(ssr.url, mixed, { connections: 20, amount: 20_000 });
  const warm = await memoryOf(ssr.child);
  progress(`3. memory · warm-up done in ${Math.round((performance.now() - phaseStarted) / 1000)} s · rss ${warm.rss.toFixed(1)} MB`);
  progress(`3. memory · ${UNIQUE_URLS.toLocaleString('en')} more unique URLs`);
  phaseStarted = performance.now();
  await load(ssr.url, mixed, { connections: 20, amount: UNIQUE_URLS });
  const after = await memoryOf(ssr.child);
  progress(`3. memory · done in ${Math.round((performance.now() - phaseStarted) / 1000)} s · rss ${after.rss.toFixed(1)} MB`);
  const growth = (after.rss - warm.rss) / warm.rss;
  console.log(`\n3. Memory of the server process · ${UNIQUE_URLS.toLocaleString('en')} more unique URLs (4 scanner paths to 1 new search)`);
  console.log(`  after warm-up  rss ${warm.rss.toFixed(1)} MB  heap ${warm.heap.toFixed(1)} MB`);
  console.log(`  after          rss ${after.rss.toFixed(1)} MB  heap ${after.heap.toFixed(1)} MB`);
  console.log(`  rss growth ${(growth * 100).toFixed(1)} % (target within 10 %)`);
  if (Math.abs(growth) > 0.1) failed = true;

  // 4. Hostile connections: pipelined requests for the largest file, never read.
  progress('4. hostile connections · 70 × 30 pipelined /og-image.png, never read');
  const before = await peekAt(ssr.child);
  let attacking = true;
  const homeTimes = [];
  const asking = (async () => {
    while (attacking) {
      homeTimes.push(await timedHome(ssr.url));
      await new Promise((done) => setTimeout(done, 10));
    }
  })();
  const request = 'GET /og-image.png HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(30);
  const attackStarted = performance.now();
  const sockets = await Promise.all(
    Array.from(
      { length: 70 },
      () =>
        new Promise((done) => {
          const socket = connect(SSR_PORT, '127.0.0.1', () => {
            socket.pause();
            socket.write(request);
            done(socket);
          });
          socket.on('error', () => {});
        }),
    ),
  );
  let peakRss = before.rss;
  let closedAfter = Infinity;
  while (performance.now() - attackStarted < 60_000) {
    const { rss, connections } = await peekAt(ssr.child);
    peakRss = Math.max(peakRss, rss);
    if (connections <= before.connections) {
      closedAfter = performance.now() - attackStarted;
      break;
    }
    await new Promise((done) => setTimeout(done, 25));
  }
  await new Promise((done) => setTimeout(done, 300));
  attacking = false;
  await asking;
  for (const socket of sockets) socket.destroy();
  const slowestHome = Math.max(...homeTimes);
  console.log('\n4. Hostile connections · 70 connections × 30 pipelined GET /og-image.png, never read');
  console.log(
    `  resident set ${before.rss.toFixed(1)} MB → at most ${peakRss.toFixed(1)} MB: +${(peakRss - before.rss).toFixed(1)} MB (target ≤ 50)`,
  );
  console.log(`  all closed after ${Math.round(closedAfter)} ms (target within REQUEST_TIMEOUT_MS, 30,000)`);
  console.log(
    `  GET / meanwhile: ${homeTimes.length} answers, median ${median(homeTimes).toFixed(1)} ms, slowest ${slowestHome.toFixed(1)} ms (target < 100)`,
  );
  if (peakRss - before.rss > 50 || closedAfter > 30_000 || slowestHome >= 100) failed = true;

  // 5. Refusals in the logs: the same flood against a server logging at info, then at warn.
  const refusedPerSecond = { info: [], warn: [] };
  const refusalLines = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const logLevel of ['info', 'warn']) {
      const logged = await startSsr({ port: SSR_PORT + 1, logLevel });
      const flood = await load(logged.url, fresh, { connections: 50 });
      refusedPerSecond[logLevel].push(flood['5xx'] / flood.duration);
      logged.child.kill('SIGTERM');
      await new Promise((done) => logged.child.once('exit', done));
      refusalLines.push(...logged.logs.filter((line) => line.includes('"refusal"')));
      progress(
        `5. refusals · round ${round + 1}/${ROUNDS} · LOG_LEVEL=${logLevel} · ${Math.round(refusedPerSecond[logLevel].at(-1))} refused/s`,
      );
    }
  }
  const refusedRatio = median(refusedPerSecond.info) / median(refusedPerSecond.warn);
  const longestLine = Math.max(0, ...refusalLines.map((line) => Buffer.byteLength(line)));
  const withStack = refusalLines.filter((line) => line.includes('stack')).length;
  console.log(`\n5. Refusals in the logs · the flood of 2 for ${DURATION_S} s, LOG_LEVEL=info then warn (${ROUNDS} rounds, medians)`);
  console.log(
    `  refused/s at info ${Math.round(median(refusedPerSecond.info))} · at warn ${Math.round(median(refusedPerSecond.warn))} · ratio ${refusedRatio.toFixed(3)} (target ≥ 0.95)`,
  );
  console.log(
    `  ${refusalLines.length} refusal lines, the longest ${longestLine} bytes (target < 300), ${withStack} with a stack (target 0)`,
  );
  if (refusedRatio < 0.95 || longestLine >= 300 || withStack > 0) failed = true;

  console.log(`\nStart-up (process start to first 200, this run): ${Math.round(ssr.startupMs)} ms`);
  console.log(failed ? '\nBelow target: see the rows above.' : '\nEvery target met.');
  process.exitCode = failed ? 1 : 0;
} finally {
  ssr.child.kill('SIGTERM');
}
