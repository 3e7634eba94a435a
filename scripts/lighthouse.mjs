// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) over every route of
// the route table against the production server, with Debian's Chromium, once on a system set
// to the light scheme and once on one set to dark (LIGHTHOUSE_SCHEMES=light or =dark for one
// pass). Prints the four category scores and the main metrics per route and scheme; exits 1
// when any score is below 100.
//
// One Lighthouse run varies from the next on a shared machine (its simulation starts from the
// trace it observed), so each route is measured LIGHTHOUSE_RUNS times (3 by default) and the
// run with the median Performance score is reported, as Lighthouse's own documentation advises
// for variability; every run's Performance score is printed next to it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { localizedPath, locales } from '../src/i18n/locales.ts';
import { routes as table } from '../src/routes.ts';
import { serveBuild } from './serve-build.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Lighthouse sometimes fails to record the trace of a load ("Please run Lighthouse again"):
// that says nothing about the page, so such a run is repeated (at most twice) and reported.
const TRACE_RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'TRACING_ALREADY_STARTED']);
const TRACE_RETRIES = 2;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const SCHEMES = (process.env.LIGHTHOUSE_SCHEMES ?? 'light,dark').split(',');
/**
 * Lighthouse has no colour-scheme setting: the dark pass starts the browser as on a system set
 * to dark, which pages see as `prefers-color-scheme: dark` (checked before measuring).
 */
const SCHEME_FLAGS = { light: [], dark: ['--force-dark-mode'] };

const chromePath = requireChromium();

// Paths given on the command line narrow the run to those pages, in any language
// (`npm run lighthouse -- / /es/business`); `--every-language` measures every route in every
// language; without either, every English route.
const args = process.argv.slice(2);
const only = args.filter((arg) => arg.startsWith('/'));
const everyLanguage = locales.flatMap((locale) =>
  table.map((route) => ({ ...route, path: localizedPath(locale, route.path), base: route.path })),
);
const routes =
  only.length > 0
    ? everyLanguage.filter((route) => only.includes(route.path))
    : args.includes('--every-language')
      ? everyLanguage
      : table.map((route) => ({ ...route, base: route.path }));

/**
 * /get sends a phone straight on to its store (that is what the address printed under the QR code
 * is for), so with Lighthouse's phone user agent it would measure Google Play, which this machine
 * cannot reach. It is measured as the page that a browser with no store of its own is shown (a
 * desktop's user agent, on the same phone-sized, throttled screen).
 */
const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const userAgentFor = (route) => (route.base === '/get' ? { emulatedUserAgent: DESKTOP_USER_AGENT } : {});
const { url, server } = await serveBuild();
// Measure the steady state a visitor meets: each route has been served once before.
for (const route of routes) await fetch(`${url}${route.path}`).then((response) => response.arrayBuffer());

const rows = {};
const failures = [];
const retried = [];

/** Fails loudly when the browser does not report the scheme its pass is meant to measure. */
async function expectScheme(chrome, scheme) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    // No emulation of our own (Playwright would emulate light by default): what the system says.
    const context = await browser.newContext({ colorScheme: null });
    const page = await context.newPage();
    const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
    await context.close();
    if (dark !== (scheme === 'dark'))
      throw new Error(`The ${scheme} pass's browser reports prefers-color-scheme: ${dark ? 'dark' : 'light'}`);
  } finally {
    await browser.close();
  }
}

/** LIGHTHOUSE_RUNS runs of one route; records the median run's scores and what cost points. */
async function measure(chrome, route, scheme) {
  const name = `${route.path} (${scheme})`;
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (let attempt = 0; ; attempt += 1) {
      const { lhr } = await lighthouse(
        `${url}${route.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...userAgentFor(route) },
        undefined,
      );
      const code = lhr.runtimeError?.code;
      if (!TRACE_RECORDING_ERRORS.has(code) || attempt === TRACE_RETRIES) {
        runs.push(lhr);
        break;
      }
      retried.push(`${name}  run ${run + 1}: repeated after ${code} (Lighthouse could not record the trace)`);
    }
  }
  const performanceOf = (lhr) => lhr.categories.performance?.score ?? 0;
  const byPerformance = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const { categories, audits, runWarnings } = median;
  // A run that failed scores 0 and counts as such; say why, whichever run it was.
  runs.forEach(({ runtimeError }, index) => {
    if (runtimeError) failures.push(`${name}  run ${index + 1}: runtime error ${runtimeError.code}: ${runtimeError.message}`);
  });
  for (const warning of runWarnings) failures.push(`${name}  warning: ${warning}`);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id) => audits[id]?.displayValue ?? 'n/a';
  rows[name] = {
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
      failures.push(`${name}  ${id}  ${audit.id} (${audit.score})  ${items.join(' | ')}`);
    }
  }
  console.log(`measured ${name}`);
}

try {
  for (const scheme of SCHEMES) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, ...SCHEME_FLAGS[scheme]] });
    try {
      await expectScheme(chrome, scheme);
      for (const route of routes) await measure(chrome, route, scheme);
    } finally {
      await chrome.kill();
    }
  }
} finally {
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
console.log(allPerfect ? '\nEvery route scores 100 in all four categories, in every scheme measured.' : '\nSome scores are below 100.');
process.exitCode = allPerfect ? 0 : 1;
