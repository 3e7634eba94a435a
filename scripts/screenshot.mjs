// `npm run screenshots`: full-page screenshots of every route at 375 and 1280 px, in the light
// and the dark scheme, for looking at what we build side by side. Debian's Chromium
// (CHROME_PATH), the production build served on a free port (built first when missing).
//
//   npm run screenshots                         every route, both widths, both schemes → screenshots/
//   npm run screenshots -- /business /privacy   only these paths
//   SCREENSHOT_DIR=out WIDTHS=320,375 SCHEMES=dark npm run screenshots
//
// Files are named <route>-<width>-<scheme>.png, so each pair sorts together. A page that
// scrolls sideways at a width is reported (and the run exits 1).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { routes } from '../src/routes.ts';
import { serveBuild } from './serve-build.mjs';

const outDir = resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const schemes = (process.env.SCHEMES ?? 'light,dark').split(',');
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = only.length > 0 ? only : routes.map((route) => route.path);

mkdirSync(outDir, { recursive: true });
const { url, server } = await serveBuild();
const browser = await chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_ARGS] });
const overflowing = [];
try {
  for (const colorScheme of schemes) {
    for (const width of widths) {
      // One page per width and scheme, reused across routes.
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      for (const path of paths) {
        await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        // Lazy images load only near the viewport: pass over the page once, as a reader would.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        const file = join(outDir, `${path.replace(/\W+/g, '_').replace(/^_/, '') || 'home'}-${width}-${colorScheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        if (overflow > 0) overflowing.push(`${path} at ${width} px (${colorScheme}) scrolls sideways by ${overflow} px`);
        console.log(file);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
for (const line of overflowing) console.error(line);
process.exitCode = overflowing.length > 0 ? 1 : 0;
