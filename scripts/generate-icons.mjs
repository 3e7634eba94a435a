// Renders the PNG icons and the Open Graph card from public/favicon.svg with Debian's
// Chromium, so every raster image derives from the one vector mark and the theme. The PNGs
// are committed; run this again after changing the mark, the brand or the theme:
//
//   npx tsx scripts/generate-icons.mjs
//
// (tsx, because the colours, brand and tagline are read from the TypeScript sources.)
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { defaultSiteConfig } from '../src/content/site.ts';
import { routes } from '../src/routes.ts';
import { lightPalette } from '../src/styles/palettes.ts';
import { font } from '../src/styles/theme.ts';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const publicDir = new URL('../public/', import.meta.url);
const mark = await readFile(new URL('favicon.svg', publicDir), 'utf8');
/** iOS and Android round the corners themselves: their icons are full-bleed squares. */
const squareMark = mark.replace(/ rx="[\d.]+"/, '');

// The card is drawn once, on the light palette's ink (its own dark surface in either scheme).
const { color, gradient } = lightPalette;
const tagline = routes.find((route) => route.path === '/').title;
const { brand } = defaultSiteConfig;

const svgPage = (svg, size) => `<!doctype html><html><head><style>
  html, body { margin: 0; background: transparent; }
  svg { display: block; width: ${size}px; height: ${size}px; }
</style></head><body>${svg}</body></html>`;

const cardPage = `<!doctype html><html><head><style>
  html, body { margin: 0; }
  body {
    width: 1200px; height: 630px; box-sizing: border-box; padding: 88px 96px;
    display: flex; flex-direction: column; justify-content: space-between;
    background: ${gradient.ink}; color: ${color.onInk}; font-family: ${font.body};
  }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 56px; font-weight: 800; letter-spacing: 0.06em; }
  .brand svg { width: 96px; height: 96px; }
  h1 { margin: 0; font-size: 104px; line-height: 1.05; letter-spacing: -0.02em; font-weight: 800; }
  h1 span { color: ${color.signal}; }
  p { margin: 0; font-size: 32px; color: ${color.onInkMuted}; }
</style></head><body>
  <div class="brand">${mark}${brand}</div>
  <div>
    <h1>${tagline.replace(/^(.+?\.)\s+(.+)$/, '$1<br><span>$2</span>')}</h1>
  </div>
  <p>Label images, verify text, transcribe audio — earn rewards.</p>
</body></html>`;

const outputs = [
  { file: 'favicon-32.png', size: 32, html: svgPage(mark, 32), omitBackground: true },
  { file: 'apple-touch-icon.png', size: 180, html: svgPage(squareMark, 180), omitBackground: false },
  { file: 'icon-192.png', size: 192, html: svgPage(mark, 192), omitBackground: true },
  { file: 'icon-512.png', size: 512, html: svgPage(mark, 512), omitBackground: true },
  { file: 'icon-maskable-512.png', size: 512, html: svgPage(squareMark, 512), omitBackground: false },
  { file: 'og-image.png', width: 1200, height: 630, html: cardPage, omitBackground: false },
];

const browser = await chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_ARGS] });
try {
  for (const output of outputs) {
    const width = output.width ?? output.size;
    const height = output.height ?? output.size;
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(output.html);
    await page.screenshot({
      path: new URL(output.file, publicDir).pathname,
      omitBackground: output.omitBackground,
      clip: { x: 0, y: 0, width, height },
    });
    await page.close();
    console.log(`public/${output.file}  ${width}×${height}`);
  }
} finally {
  await browser.close();
}
