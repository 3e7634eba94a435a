// `npm run bench`: the production server (one process, the Express app) in one run:
//
// 1. Throughput for the requests a public site really gets (autocannon, 20 connections,
//    browser-like Accept-Encoding, alternating rounds, medians). Targets: a stored document (`/`)
//    ≥ 0.9 × the same bytes served as a file by the static middleware through the same Express
//    chain; a campaign link, scanner 404s (a new path every request) and /forgot-password ≥ 0.9 ×
//    `/`; an ad click (`/business?gclid=…`) ≥ 0.9 × `/business`, the page it lands on; a repeated
//    help-centre search ≥ 0.5 × `/`. As information,
//    `/` and the file against a bare node:http server sending the same bytes.
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
// 6. The edge: deploy/nginx.conf in front of the server, `/` from its cache ≥ 0.9 × the same nginx
//    serving the same bytes as a file (skipped, saying so, where nginx is missing).
// Start-up: process start to listening (the port accepts), and to every fixed document stored (`/readyz`).
//
// It takes minutes: a line per phase and round goes to stderr as it runs (seconds since the
// start in brackets), the tables to stdout at the end. The machine is shared: read medians.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { connect } from 'node:net';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { answering, distDir, ensureBuild } from './serve-build.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const UNIQUE_URLS = Number(process.env.BENCH_UNIQUE_URLS ?? 100_000);
/** The phases to run (BENCH_PHASES=1,6), all by default. */
const PHASES = new Set((process.env.BENCH_PHASES ?? '1,2,3,4,5,6').split(',').map(Number));
const SSR_PORT = Number(process.env.BENCH_PORT ?? 3206);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3216);
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

let unique = 0;
const nextUnique = () => (unique += 1).toString(36);

/** The file the static middleware serves with the bytes of `/` (phase 1's yardstick). */
const HOME_FILE = '/bench-home.html';

/**
 * The kinds of request measured: a fixed target, or one that changes with every request; `of`
 * names the kind its rate is held against (`min` × its rate), `bare` that the bare server sends it too.
 */
const KINDS = [
  { name: 'file', target: () => HOME_FILE, bare: true },
  { name: '/', target: () => '/', of: 'file', min: 0.9, bare: true },
  { name: 'campaign link', target: () => '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch', of: '/', min: 0.9 },
  // An ad lands on another page than `/`: held against that page's own stored document, not a smaller one.
  { name: '/business', target: () => '/business' },
  { name: 'ad click', target: () => '/business?gclid=EAIaIQobChMI8u2', of: '/business', min: 0.9 },
  { name: 'scanner 404', target: () => `/wp-admin-${nextUnique()}`, of: '/', min: 0.9 },
  { name: '/forgot-password', target: () => '/forgot-password', of: '/', min: 0.9 },
  { name: 'repeated search', target: () => '/community?q=token&category=all', of: '/', min: 0.5 },
];

ensureBuild();

/**
 * A build folder that is the build but for one more public file, `HOME_FILE`, with the very bytes
 * the server answers `/` with in each coding (as the build's siblings): everything else is a
 * link into the build.
 */
async function benchBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'scan-bench-build-'));
  // nginx's workers (phase 6, www-data under root) read HOME_FILE from here: mkdtemp's folder is the owner's alone.
  chmodSync(dir, 0o755);
  symlinkSync(join(distDir, 'server'), join(dir, 'server'));
  mkdirSync(join(dir, 'client'));
  for (const entry of readdirSync(join(distDir, 'client'))) symlinkSync(join(distDir, 'client', entry), join(dir, 'client', entry));
  const plain = await startSsr({ dir: distDir });
  for (const [encoding, suffix] of [
    ['identity', ''],
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    const { body } = await copyAnswer(plain.url, '/', { ...BROWSER_HEADERS, 'accept-encoding': encoding });
    writeFileSync(join(dir, 'client', `${HOME_FILE}${suffix}`), body);
  }
  plain.child.kill('SIGTERM');
  await new Promise((done) => plain.child.once('exit', done));
  return dir;
}

/**
 * The production server, with the probe of tests/support/probe.mjs (--expose-gc). Its log lines
 * are kept (`logs`) when it logs at all.
 */
async function startSsr({ port = SSR_PORT, logLevel = 'silent', dir = benchDir } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', '--import', resolve('tests/support/probe.mjs'), join(dir, 'server', 'server.js')], {
    env: { ...process.env, DIST_DIR: dir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: logLevel, NODE_ENV: 'production' },
    stdio: ['ignore', logLevel === 'silent' ? 'inherit' : 'pipe', 'inherit', 'ipc'],
  });
  const logs = [];
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (text) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop();
    logs.push(...lines);
  });
  const url = `http://127.0.0.1:${port}`;
  // Listening: the port accepts connections (a request then waits for the app, a few hundred ms at most).
  let listeningMs;
  while (listeningMs === undefined && child.exitCode === null) {
    listeningMs = await new Promise((done) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), done(performance.now() - started)));
      socket.once('error', () => setTimeout(done, 5));
    });
  }
  await answering(url, child);
  return { url, child, logs, listeningMs, readyMs: performance.now() - started };
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
function copyAnswer(url, target, headers = BROWSER_HEADERS) {
  return new Promise((done, fail) => {
    get(`${url}${target}`, { headers }, (res) => {
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

/**
 * deploy/nginx.conf rendered for a folder of its own in front of `originUrl`, plus one more server
 * in the same nginx answering `/home` with `file` (Brotli bytes) as a static file, with the headers
 * the origin sends with those bytes (a client reads the same answer from both): nginx in the
 * foreground, on ports of the bench's.
 */
async function startEdge(nginx, originUrl, file, headers) {
  const prefix = mkdtempSync(join(tmpdir(), 'scan-bench-edge-'));
  // Under root the workers run as the config's user (www-data), and must reach the folders in here.
  chmodSync(prefix, 0o755);
  for (const folder of ['logs', 'temp']) mkdirSync(join(prefix, folder));
  const [port, filePort] = [SSR_PORT + 10, SSR_PORT + 11];
  const values = {
    SCAN_LISTEN: `127.0.0.1:${port}`,
    SCAN_ORIGIN_SERVERS: `server ${new URL(originUrl).host};`,
    SCAN_CACHE_DIR: join(prefix, 'cache'),
    SCAN_TEMP_DIR: join(prefix, 'temp'),
    SCAN_PID_FILE: join(prefix, 'nginx.pid'),
    SCAN_LOG_DIR: join(prefix, 'logs'),
  };
  const edgeConfig = readFileSync('deploy/nginx.conf', 'utf8').replace(/\$\{(SCAN_[A-Z_]+)\}/g, (_match, name) => values[name]);
  const addHeaders = Object.entries(headers)
    .filter(([name]) => !['content-length', 'content-type'].includes(name))
    .map(([name, value]) => `            add_header ${name} "${String(value).replaceAll('"', '\\"')}";\n`)
    .join('');
  const fileServer = `    server {\n        listen 127.0.0.1:${filePort};\n        location = /home {\n            alias ${file};\n            default_type "text/html; charset=utf-8";\n            etag off;\n${addHeaders}        }\n    }\n}\n`;
  writeFileSync(join(prefix, 'nginx.conf'), edgeConfig.replace(/}\s*$/, fileServer));
  const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${filePort}/home`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    fileUrl: `http://127.0.0.1:${filePort}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// What the run is doing, on stderr as it goes (it takes minutes), apart from the tables on stdout.
const benchStarted = performance.now();
const progress = (line) => process.stderr.write(`[${Math.round((performance.now() - benchStarted) / 1000)} s] ${line}\n`);

const benchDir = await benchBuild();
const ssr = await startSsr();
progress(`production server listening after ${Math.round(ssr.listeningMs)} ms, ready after ${Math.round(ssr.readyMs)} ms`);
let failed = false;
try {
  const home = () => '/';
  const fresh = () => `/community?q=flood-${nextUnique()}`;
  if (PHASES.has(1)) {
    // The bare server learns the answers of `/` and of the file from the production server.
    const answers = new Map();
    for (const kind of KINDS) {
      const target = kind.target();
      await copyAnswer(ssr.url, target); // a search is rendered once, then answered from memory
      answers.set(kind.name === 'scanner 404' ? '*' : target, await copyAnswer(ssr.url, target));
    }
    const bare = await startBare(new Map(KINDS.filter((kind) => kind.bare).map((kind) => [kind.target(), answers.get(kind.target())])));
    progress('bare server answering the bytes of / and of the file');

    // Warm-up: the JIT settles on every kind.
    for (const kind of KINDS) {
      progress(`warm-up · ${kind.name} · 2 s production${kind.bare ? ', 1 s bare' : ''}`);
      await load(ssr.url, kind.target, { duration: 2 });
      if (kind.bare) await load(bare.url, kind.target, { duration: 1 });
    }

    // 1. Throughput: every kind once a round, so each ratio compares rates measured minutes apart at most.
    const runs = Object.fromEntries(KINDS.map((kind) => [kind.name, { ssr: [], bare: [], errors: 0 }]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const kind of KINDS) {
        const run = runs[kind.name];
        const s = await load(ssr.url, kind.target);
        run.ssr.push(s);
        run.errors += s.errors + s['5xx'];
        if (kind.bare) run.bare.push(await load(bare.url, kind.target));
        progress(
          `1. throughput · ${kind.name} · round ${round + 1}/${ROUNDS} · ${DURATION_S} s · ${Math.round(s.requests.average)} req/s` +
            (kind.bare ? ` · bare ${Math.round(run.bare.at(-1).requests.average)}` : ''),
        );
      }
    }
    const rate = (name, round) => runs[name].ssr[round].requests.average;
    const rows = {};
    for (const kind of KINDS) {
      const run = runs[kind.name];
      const of = (results, pick) => median(results.map(pick));
      const ratio = kind.of && median(run.ssr.map((_, round) => rate(kind.name, round) / rate(kind.of, round)));
      rows[kind.name] = {
        bytes: answers.get(kind.name === 'scanner 404' ? '*' : kind.target()).body.length,
        'req/s': Math.round(of(run.ssr, (r) => r.requests.average)),
        'p99 ms': of(run.ssr, (r) => r.latency.p99),
        ratio: kind.of ? `${ratio.toFixed(2)} of ${kind.of}` : '',
        target: kind.of ? `≥ ${kind.min.toFixed(1)}` : '',
        'bare req/s': kind.bare ? Math.round(of(run.bare, (r) => r.requests.average)) : '',
        '÷ bare': kind.bare
          ? Number(median(run.ssr.map((r, round) => r.requests.average / run.bare[round].requests.average)).toFixed(2))
          : '',
        errors: run.errors,
      };
      if ((kind.of && ratio < kind.min) || run.errors > 0) failed = true;
    }
    bare.close();

    console.log(
      `\n1. Throughput · autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per kind · one process · LOG_LEVEL=silent\n`,
    );
    console.table(rows);
  }

  if (PHASES.has(2)) {
    // 2. Overload: the p99 of `/` alone, then with a flood of searches never seen before.
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
  }

  if (PHASES.has(3)) {
    // 3. Memory: warm-up fills the search cache to its bound; then 100,000 more unique URLs.
    const mixed = () => (unique % 5 === 0 ? fresh() : `/wp-admin-${nextUnique()}`);
    const warmUrls = Math.min(20_000, UNIQUE_URLS);
    progress(`3. memory · warm-up · ${warmUrls.toLocaleString('en')} unique URLs`);
    let phaseStarted = performance.now();
    await load(ssr.url, mixed, { connections: 20, amount: warmUrls });
    const warm = await memoryOf(ssr.child);
    progress(`3. memory · warm-up done in ${Math.round((performance.now() - phaseStarted) / 1000)} s · rss ${warm.rss.toFixed(1)} MB`);
    progress(`3. memory · ${UNIQUE_URLS.toLocaleString('en')} more unique URLs`);
    phaseStarted = performance.now();
    await load(ssr.url, mixed, { connections: 20, amount: UNIQUE_URLS });
    const after = await memoryOf(ssr.child);
    progress(`3. memory · done in ${Math.round((performance.now() - phaseStarted) / 1000)} s · rss ${after.rss.toFixed(1)} MB`);
    const growth = (after.rss - warm.rss) / warm.rss;
    console.log(
      `\n3. Memory of the server process · ${UNIQUE_URLS.toLocaleString('en')} more unique URLs (4 scanner paths to 1 new search)`,
    );
    console.log(`  after warm-up  rss ${warm.rss.toFixed(1)} MB  heap ${warm.heap.toFixed(1)} MB`);
    console.log(`  after          rss ${after.rss.toFixed(1)} MB  heap ${after.heap.toFixed(1)} MB`);
    console.log(`  rss growth ${(growth * 100).toFixed(1)} % (target within 10 %)`);
    if (Math.abs(growth) > 0.1) failed = true;
  }

  if (PHASES.has(4)) {
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
  }

  if (PHASES.has(5)) {
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
  }

  if (PHASES.has(6)) {
    // 6. The edge: nginx's cache in front of the server, against the same nginx serving the same bytes as a file.
    const nginx = [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((path) => path && existsSync(path));
    if (!nginx) console.log('\n6. The edge · nginx not found (apt-get install nginx, or NGINX_PATH): not measured');
    else {
      const { headers } = await copyAnswer(ssr.url, '/', { ...BROWSER_HEADERS, 'accept-encoding': 'br' });
      const edge = await startEdge(nginx, ssr.url, join(benchDir, 'client', `${HOME_FILE}.br`), headers);
      try {
        const first = await copyAnswer(edge.url, '/');
        const cached = await copyAnswer(edge.url, '/');
        // Both sides answer the same bytes, or the ratio compares something else (a 403 for a file nginx may not read).
        const file = await copyAnswer(edge.fileUrl, '/home');
        if (file.status !== 200 || !file.body.equals(cached.body))
          throw new Error(
            `nginx's file answered ${file.status} with ${file.body.length} bytes, not the ${cached.body.length} the cache did`,
          );
        progress(`6. edge · ${first.headers['x-cache-status']} then ${cached.headers['x-cache-status']}`);
        await load(edge.url, () => '/', { duration: 2 });
        await load(edge.fileUrl, () => '/home', { duration: 2 });
        const edgeRuns = { cache: [], file: [] };
        for (let round = 0; round < ROUNDS; round += 1) {
          edgeRuns.cache.push((await load(edge.url, () => '/')).requests.average);
          edgeRuns.file.push((await load(edge.fileUrl, () => '/home')).requests.average);
          progress(
            `6. edge · round ${round + 1}/${ROUNDS} · cache ${Math.round(edgeRuns.cache.at(-1))} req/s, file ${Math.round(edgeRuns.file.at(-1))}`,
          );
        }
        const edgeRatio = median(edgeRuns.cache.map((rate, round) => rate / edgeRuns.file[round]));
        console.log(
          `\n6. The edge · deploy/nginx.conf in front of the server, / with a browser's Accept-Encoding (${ROUNDS} rounds, medians)`,
        );
        console.log(
          `  from the cache ${Math.round(median(edgeRuns.cache))} req/s · the same bytes as a file ${Math.round(median(edgeRuns.file))} req/s · ratio ${edgeRatio.toFixed(2)} (target ≥ 0.9) · cache ${cached.headers['x-cache-status']}`,
        );
        if (edgeRatio < 0.9 || cached.headers['x-cache-status'] !== 'HIT') failed = true;
      } finally {
        await edge.stop();
      }
    }
  }

  console.log(
    `\nStart-up (this run): listening ${Math.round(ssr.listeningMs)} ms after process start (target ≤ 500), every fixed document stored after ${Math.round(ssr.readyMs)} ms (target ≤ 3,000 on an idle machine)`,
  );
  console.log(failed ? '\nBelow target: see the rows above.' : '\nEvery target met.');
  process.exitCode = failed ? 1 : 0;
} finally {
  ssr.child.kill('SIGTERM');
  rmSync(benchDir, { recursive: true, force: true });
}
