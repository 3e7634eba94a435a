// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) over every route of
// the route table against the production server, with Debian's Chromium. Prints the four
// category scores and the main metrics per route; exits 1 when any score is below 100.
//
// One Lighthouse run varies from the next on a shared machine (its simulation starts from the
// trace it observed), so each route is measured LIGHTHOUSE_RUNS times (3 by default) and the
// run with the median Performance score is reported, as Lighthouse's own documentation advises
// for variability; every run's Performance score is printed next to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Lighthouse sometimes fails to record the trace of a load ("Please run Lighthouse again"):
// that says nothing about the page, so such a run is repeated (at most twice) and reported.
const TRACE_RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'TRACING_ALREADY_STARTED']);
const TRACE_RETRIES = 2;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(distDir, 'server', 'server.js'))) {
  console.log(`No production build in ${distDir}: building it first.`);
  const build = spawnSync('npx', ['vite', 'build', '--app'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });

async function startServer(port) {
  const server = spawn(process.execPath, [join(distDir, 'server', 'server.js')], {
    env: { ...process.env, DIST_DIR: distDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, server };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  server.kill();
  throw new Error('The server did not start within 10 s');
}

const { routes: table } = await import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href);
// Paths given on the command line narrow the run (`node scripts/lighthouse.mjs / /business`).
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = only.length > 0 ? table.filter((route) => only.includes(route.path)) : table;
const { url, server } = await startServer(await freePort());
// Measure the steady state a visitor meets: each route has been served once before.
for (const route of routes) await fetch(`${url}${route.path}`).then((response) => response.arrayBuffer());
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });

const rows = {};
const failures = [];
const retried = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (let attempt = 0; ; attempt += 1) {
        const { lhr } = await lighthouse(
          `${url}${route.path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          undefined,
        );
        const code = lhr.runtimeError?.code;
        if (!TRACE_RECORDING_ERRORS.has(code) || attempt === TRACE_RETRIES) {
          runs.push(lhr);
          break;
        }
        retried.push(`${route.path}  run ${run + 1}: repeated after ${code} (Lighthouse could not record the trace)`);
      }
    }
    const performanceOf = (lhr) => lhr.categories.performance?.score ?? 0;
    const byPerformance = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
    const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
    const { categories, audits, runWarnings } = median;
    // A run that failed scores 0 and counts as such; say why, whichever run it was.
    runs.forEach(({ runtimeError }, index) => {
      if (runtimeError) failures.push(`${route.path}  run ${index + 1}: runtime error ${runtimeError.code}: ${runtimeError.message}`);
    });
    for (const warning of runWarnings) failures.push(`${route.path}  warning: ${warning}`);
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id) => audits[id]?.displayValue ?? 'n/a';
    rows[route.path] = {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      'perf (every run)': runs.map((lhr) => Math.round(performanceOf(lhr) * 100)).join(' '),
    };
    for (const id of CATEGORIES) {
      if (score(id) === 100) continue;
      // Name the audits that cost points, with the elements they point at.
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        const items = (audit.details?.items ?? [])
          .slice(0, 3)
          .map((item) => item.node?.selector ?? item.url ?? item.source?.url ?? '')
          .filter(Boolean);
        failures.push(`${route.path}  ${id}  ${audit.id} (${audit.score})  ${items.join(' | ')}`);
      }
    }
    console.log(`measured ${route.path}`);
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}

console.log(`\nLighthouse · mobile · simulated throttling · median of ${RUNS} run(s) per route · ${url}\n`);
console.table(rows);
if (retried.length > 0) {
  console.log('\nRuns repeated:');
  for (const line of retried) console.log(`  ${line}`);
}
if (failures.length > 0) {
  console.log('\nAudits below full score:');
  for (const line of failures) console.log(`  ${line}`);
}
const allPerfect = Object.values(rows).every((row) => row.perf === 100 && row.a11y === 100 && row.bp === 100 && row.seo === 100);
console.log(allPerfect ? '\nEvery route scores 100 in all four categories.' : '\nSome scores are below 100.');
process.exitCode = allPerfect ? 0 : 1;
