// Renders the PNG icons and the Open Graph card from public/favicon.svg, the store badges'
// logos and the footer's Discord mark from Simple Icons and the artwork in scripts/artwork/ (partner wordmarks, avatars), with
// Debian's Chromium, so every raster image derives from a vector source and the theme. The PNGs
// are committed; run this again after changing the mark, the brand, the theme or the artwork:
//
//   npx tsx scripts/generate-icons.mjs
//
// (tsx, because the colours, brand and tagline are read from the TypeScript sources.)
import { readdir, readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { siApple, siDiscord, siGoogleplay } from 'simple-icons';
import { defaultSiteConfig } from '../src/content/site.ts';
import english from '../messages/en.json' with { type: 'json' };
import { lightPalette } from '../src/styles/palettes.ts';
import { font } from '../src/styles/theme.ts';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const publicDir = new URL('../public/', import.meta.url);
const mark = await readFile(new URL('favicon.svg', publicDir), 'utf8');
/** iOS and Android round the corners themselves: their icons are full-bleed squares. */
const squareMark = mark.replace(/ rx="[\d.]+"/, '');

// The card is drawn once, on the light palette's ink (its own dark surface in either scheme).
const { color, gradient } = lightPalette;
const tagline = english.shell.pages.home.title;
const { brand } = defaultSiteConfig;

/** A page showing `svg` alone, drawn at `width` × `height` pixels (a square by default). */
const svgPage = (svg, width, height = width) => `<!doctype html><html><head><style>
  html, body { margin: 0; background: transparent; }
  svg { display: block; width: ${width}px; height: ${height}px; }
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

/**
 * The stores' logos, white on transparent, at three times the largest size a badge shows them
 * (28 px). Raster on purpose: every SVG image costs the browser a document of its own to style
 * and lay out on the main thread, right when the hero first paints.
 */
const STORE_LOGO_SIZE = 84;
const storeLogo = (icon, size = STORE_LOGO_SIZE) =>
  svgPage(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#ffffff" d="${icon.path}"/></svg>`, size);

/**
 * Discord's mark for the footer's link to the community, at three times the 20 px the footer draws
 * it: an alpha mask the footer fills with the link's own colour (src/components/layout/Footer.tsx),
 * so it follows the link's hover and the visitor's forced colours as the other icons do.
 */
const FOOTER_MARK_SIZE = 60;

/**
 * The site's artwork (partner wordmarks, illustrated avatars) is drawn as SVG in
 * scripts/artwork/<kind>/ and served as PNG in public/images/<kind>/, at `scale` times the
 * largest size a page shows it: an SVG in an <img> costs the browser a document of its own,
 * styled and laid out on the page's main thread while the page starts up.
 */
const ARTWORK = [
  { kind: 'partners', width: 160, height: 40, scale: 2 },
  { kind: 'avatars', width: 96, height: 96, scale: 2 },
];
const artwork = [];
for (const { kind, width, height, scale } of ARTWORK) {
  const dir = new URL(`artwork/${kind}/`, import.meta.url);
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.svg')).sort()) {
    const svg = await readFile(new URL(file, dir), 'utf8');
    artwork.push({
      file: `images/${kind}/${file.replace(/\.svg$/, '.png')}`,
      width: width * scale,
      height: height * scale,
      html: svgPage(svg, width * scale, height * scale),
      omitBackground: true,
    });
  }
}

const outputs = [
  { file: 'favicon-32.png', size: 32, html: svgPage(mark, 32), omitBackground: true },
  { file: 'apple-touch-icon.png', size: 180, html: svgPage(squareMark, 180), omitBackground: false },
  { file: 'icon-192.png', size: 192, html: svgPage(mark, 192), omitBackground: true },
  { file: 'icon-512.png', size: 512, html: svgPage(mark, 512), omitBackground: true },
  { file: 'icon-maskable-512.png', size: 512, html: svgPage(squareMark, 512), omitBackground: false },
  { file: 'og-image.png', width: 1200, height: 630, html: cardPage, omitBackground: false },
  { file: 'images/stores/google-play.png', size: STORE_LOGO_SIZE, html: storeLogo(siGoogleplay), omitBackground: true },
  { file: 'images/stores/apple.png', size: STORE_LOGO_SIZE, html: storeLogo(siApple), omitBackground: true },
  { file: 'images/brands/discord.png', size: FOOTER_MARK_SIZE, html: storeLogo(siDiscord, FOOTER_MARK_SIZE), omitBackground: true },
  ...artwork,
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
