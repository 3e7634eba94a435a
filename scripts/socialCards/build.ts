import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import resvgPackage from '@resvg/resvg-js/package.json' with { type: 'json' };
import { SOCIAL_CARDS_FILE, type SocialCards } from '../../src/lib/socialCards.ts';
import { cardSvg, type CardInput } from './card.ts';
import { encodeOpaquePng } from './png.ts';

/**
 * The build's step that draws every page's card (vite.config.ts, after the server bundle, which
 * gives the words): each card's SVG is composed here with its text already shaped into outlines,
 * rasterized by resvg, encoded (png.ts), named by a hash of its bytes in the client's assets
 * (served for a year, immutable) and listed in the server's build folder for the server to name
 * in each page's head.
 *
 * Rasterizing is most of the cost, so a card whose SVG was drawn before is taken from a cache in
 * node_modules/.cache, keyed by the SVG and the rasterizer's and encoder's versions; the cache
 * keeps the current build's cards only.
 */

/** Chat apps and social sites refuse or shrink larger images; the budget. */
const MAX_BYTES = 100_000;

/** Change it when png.ts encodes differently: cached cards are then drawn again. */
const ENCODER = 'rgb-up-deflate6';
const CACHE_KEY_PREFIX = `resvg-js ${resvgPackage.version} ${ENCODER}\n`;

export interface CardsWritten {
  /** Each card's size in bytes. */
  sizes: number[];
  /** How many were rasterized; the others came from the cache. */
  drawn: number;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data);

async function rasterize(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, shapeRendering: 2, logLevel: 'error' });
  if (image.width !== 1200 || image.height !== 630) throw new Error(`A card came out ${image.width}×${image.height}`);
  return encodeOpaquePng(image.pixels, image.width, image.height);
}

/** A card as the build draws it: its SVG rasterized and encoded. */
export const drawCard = (card: CardInput): Promise<Buffer> => rasterize(cardSvg(card));

/** Runs `work` over `items`, `limit` at a time: each raster holds 3 MB of pixels until encoded. */
async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `assets/card-<language>-<page>-<hash>.png`: a name a person can read, changed by every change to the card. */
function assetName({ locale, route }: CardInput, png: Buffer): string {
  const page = route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '-');
  return `assets/card-${locale.code}-${page}-${sha256(png).digest('base64url').slice(0, 10)}.png`;
}

export async function writeSocialCards(
  cards: readonly CardInput[],
  { clientDir, serverDir, cacheDir }: { clientDir: string; serverDir: string; cacheDir: string },
): Promise<CardsWritten> {
  await mkdir(cacheDir, { recursive: true });
  await mkdir(join(clientDir, 'assets'), { recursive: true });
  const used = new Set<string>();
  let drawn = 0;
  const written = await eachLimited(cards, availableParallelism() + 1, async (card) => {
    const svg = cardSvg(card);
    const cached = join(cacheDir, `${sha256(CACHE_KEY_PREFIX + svg).digest('hex')}.png`);
    used.add(cached);
    let png: Buffer;
    if (existsSync(cached)) png = await readFile(cached);
    else {
      png = await rasterize(svg);
      drawn++;
      await writeFile(cached, png);
    }
    if (png.length >= MAX_BYTES)
      throw new Error(`The ${card.locale.code} card of ${card.route.path} is ${png.length} bytes, over ${MAX_BYTES}`);
    const name = assetName(card, png);
    await writeFile(join(clientDir, name), png);
    return { card, name, size: png.length };
  });
  const byLanguage: SocialCards = {};
  for (const { card, name } of written) (byLanguage[card.locale.code] ??= {})[card.route.path] = `/${name}`;
  await writeFile(join(serverDir, SOCIAL_CARDS_FILE), `${JSON.stringify(byLanguage, null, 2)}\n`);
  const stale = (await readdir(cacheDir)).map((file) => join(cacheDir, file)).filter((file) => !used.has(file));
  await Promise.all(stale.map((file) => rm(file, { force: true })));
  return { sizes: written.map(({ size }) => size), drawn };
}
