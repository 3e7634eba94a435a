// Full-page screenshots of site pages in Debian's Chromium, for looking at what we build.
// Usage: node scripts/screenshot.mjs <base-url> <out-dir> <width> <path> [path…]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [baseUrl, outDir, width, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || !width || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <out-dir> <width> <path> [path…]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
for (const path of paths) {
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const file = join(outDir, `${path.replace(/\W+/g, '_') || 'home'}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`${file}${overflow > 0 ? `  (scrolls sideways by ${overflow}px!)` : ''}`);
}
await browser.close();
