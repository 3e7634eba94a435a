// When each engine first paints a page, and what it did between parsing and that paint:
// Chromium, Firefox and WebKit through the test harness (tests/support/engine.ts), the
// production build (run `npm run build` first) served in-process on a free port.
//
//   npx tsx scripts/first-paint.ts                       /, /business and /privacy; 5 runs per engine
//   RUNS=9 ENGINES=webkit npx tsx scripts/first-paint.ts /business
//   FONT_STACK='system-ui, sans-serif' npx tsx scripts/first-paint.ts
//                                                         the same with the body's font stack replaced
//
// Per page and engine, medians in ms from navigation start: the document parsed
// (DOMContentLoaded), the load event, the first contentful paint. On a page whose images are
// in (or that has none), the gap between DOMContentLoaded and load is main-thread work: style,
// layout and the fonts it resolves, before anything is painted.
import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { firefoxPath, webkitPaths } from './engines.mjs';
import { font } from '../src/styles/theme';
import type { Engine, EngineName } from '../tests/support/engine';
import { startTestServer } from '../tests/support/server';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = paths.length > 0 ? paths : ['/', '/business', '/privacy'];
const runs = Number(process.env.RUNS ?? 5);
const engines = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',') as EngineName[];
const fontStack = process.env.FONT_STACK;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A proxy that serves documents with the stylesheet's font stack replaced (and its CSP hash to match). */
async function rewritingFontStack(upstream: string, stack: string): Promise<{ url: string; close(): void }> {
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: new URL(upstream).host, 'accept-encoding': 'identity' };
    const forward = request(`${upstream}${incoming.url}`, { method: incoming.method, headers }, (response) => {
      if (!(response.headers['content-type'] ?? '').startsWith('text/html')) {
        outgoing.writeHead(response.statusCode!, response.headers);
        response.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        let html = Buffer.concat(chunks).toString('utf8');
        const { 'content-length': _length, ...rest } = response.headers;
        const style = /<style id="site-styles">([\s\S]*?)<\/style>/.exec(html);
        if (style) {
          const rewritten = style[1]!.split(font.body).join(stack);
          html = html.replace(style[1]!, rewritten);
          rest['content-security-policy'] = String(rest['content-security-policy']).replace(sha256(style[1]!), sha256(rewritten));
        }
        const body = Buffer.from(html);
        outgoing.writeHead(response.statusCode!, { ...rest, 'content-length': body.length });
        outgoing.end(body);
      });
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function launch(name: EngineName, siteUrl: string): Promise<Engine> {
  if (name === 'chromium') {
    const browser = await chromium.launch({ executablePath: chromiumPath()!, args: [...CHROMIUM_ARGS] });
    return (await import('../tests/support/chromiumEngine')).chromiumEngine(browser, siteUrl);
  }
  if (name === 'firefox') return (await import('../tests/support/firefox')).launchFirefox(firefoxPath()!, siteUrl);
  return (await import('../tests/support/webkit')).launchWebKit(webkitPaths()!, siteUrl);
}

/** Runs in the page once it has hydrated (hydration starts after the first contentful paint). */
function timings() {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    parsed: navigation.domContentLoadedEventEnd,
    load: navigation.loadEventStart,
    firstContentfulPaint: paint ? paint.startTime : NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const app = await startTestServer();
const proxy = fontStack ? await rewritingFontStack(app.url, fontStack) : undefined;
try {
  console.log(`${runs} runs per page${fontStack ? `, font stack: ${fontStack}` : ''}`);
  for (const name of engines) {
    const engine = await launch(name, proxy?.url ?? app.url);
    try {
      for (const path of pages) {
        const samples: ReturnType<typeof timings>[] = [];
        for (let run = 0; run < runs; run++) {
          const page = await engine.newPage({ width: 375 });
          await page.goto(`${engine.siteUrl}${path}`);
          for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
            if (await page.run('() => document.documentElement.hasAttribute("data-hydrated")', [])) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          samples.push((await page.run(timings.toString(), [])) as ReturnType<typeof timings>);
          await page.close();
        }
        const [parsed, load, paint] = (['parsed', 'load', 'firstContentfulPaint'] as const).map((key) =>
          Math.round(median(samples.map((sample) => sample[key]))),
        );
        console.log(
          `${name.padEnd(8)} ${path.padEnd(12)} DOMContentLoaded ${String(parsed).padStart(5)}   load ${String(load).padStart(5)}   first contentful paint ${String(paint).padStart(5)}`,
        );
      }
    } finally {
      await engine.close();
    }
  }
} finally {
  proxy?.close();
  await app.close();
}
process.exit(0);
