// `npm run lighthouse:compare -- <dist-a> <dist-b> [path…]`: Lighthouse's Performance score and
// total blocking time for two production builds, served side by side and measured alternately
// in one browser (A then B, then B then A, …), so both meet the same moments of a shared
// machine. Single Lighthouse runs of one build on one page vary by 10–20 points here (decision
// 010); a change is judged by the medians of this comparison, never by two separate runs.
//
//   git stash && DIST_DIR=/tmp/dist-before npm run build && git stash pop && npm run build
//   npm run lighthouse:compare -- /tmp/dist-before dist / /business     (LIGHTHOUSE_RUNS=5)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { serveBuild } from './serve-build.mjs';

const [dirA, dirB, ...rest] = process.argv.slice(2);
const paths = rest.length > 0 ? rest : ['/'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
if (!dirA || !dirB) {
  console.error('usage: npm run lighthouse:compare -- <dist-a> <dist-b> [path…]');
  process.exit(2);
}

/** Starts the build in `dir` on a free local port. */
async function serve(dir) {
  const { url, server } = await serveBuild(resolve(dir));
  return { name: dir, url, child: server };
}

const builds = [await serve(dirA), await serve(dirB)];
const chrome = await chromeLauncher.launch({ chromePath: requireChromium(), chromeFlags: [...CHROMIUM_ARGS] });
const run = (url) => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const results = new Map();
try {
  // Each document has been served once, and the browser has loaded a page once, before measuring.
  for (const build of builds) for (const path of paths) await fetch(`${build.url}${path}`).then((response) => response.arrayBuffer());
  await run(`${builds[0].url}/`);
  for (let round = 0; round < RUNS; round += 1) {
    for (const path of paths) {
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
        const { lhr } = await run(`${build.url}${path}`);
        const key = `${path}  ${build.name}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        });
      }
    }
  }
} finally {
  await chrome.kill();
  for (const build of builds) build.child.kill('SIGTERM');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
console.log(`\nLighthouse · mobile · simulated throttling · ${RUNS} alternating runs per build and page\n`);
console.table(
  Object.fromEntries(
    [...results].map(([key, runs]) => [
      key,
      {
        'perf (median)': median(runs.map((entry) => entry.performance)),
        'TBT ms (median)': median(runs.map((entry) => entry.tbt)),
        'perf / TBT (every run)': runs.map((entry) => `${entry.performance}/${entry.tbt}`).join(' '),
      },
    ]),
  ),
);
