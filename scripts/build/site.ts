// The build's steps around the bundler's (vite.config.ts, `buildApp`): the client's files
// precompressed, the server bundle, then what it renders once for the server: the stylesheets and
// the social cards; and last the stamp that says the build is current.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteBuilder } from 'vite';
import type { CollectedStylesheets } from '../../src/entry-build.tsx';
import type { SiteStylesheets } from '../../src/entry-server.tsx';
import { EFFORT, encode } from '../../src/server/compression.server.ts';
import { STYLESHEETS_FILE } from '../../src/styles/emotionCache.ts';
import { BUILD_STAMP, buildInputsDigest } from '../build-inputs.mjs';
import { writeSocialCards } from '../socialCards/build.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * `.br` and `.gz` siblings of the client's files, so the server never compresses a file per
 * request: the most each file can be compressed, once, on the thread pool's threads at once.
 */
async function precompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
  await Promise.all(files.map((file) => precompressFile(join(dir, file))));
}

async function precompressFile(path: string): Promise<void> {
  const source = await readFile(path);
  if (source.length < 512) return;
  const [br, gz] = await Promise.all([encode(source, 'br', EFFORT.build), encode(source, 'gzip', EFFORT.build)]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * The stylesheets (src/entry-build.tsx: collectStylesheets): the shared one as a hashed file in
 * the client's assets, which every document links and browsers keep a year; each page's own rules,
 * and the shared one's address, for the server, whose documents carry them inline.
 */
async function writeStylesheets(distDir: string, { shared, own }: CollectedStylesheets): Promise<void> {
  const file = `assets/site-${createHash('sha256').update(shared).digest('base64url').slice(0, 10)}.css`;
  await writeFile(resolve(distDir, 'client', file), shared);
  await precompressFile(resolve(distDir, 'client', file));
  const stylesheets: SiteStylesheets = { sharedHref: `/${file}`, own };
  await writeFile(resolve(distDir, 'server', STYLESHEETS_FILE), JSON.stringify(stylesheets));
}

export async function buildSite(builder: ViteBuilder, distDir: string): Promise<void> {
  // The sources as they are when the build starts: a file saved during it makes the build stale.
  const inputsDigest = buildInputsDigest();
  await builder.build(builder.environments.client!);
  // After the client's bundle rather than in a plugin hook of it: compressing is the slowest step
  // of the build, and the bundler would report it as a slow plugin on every build.
  await precompress(resolve(distDir, 'client'));
  await builder.build(builder.environments.ssr!);
  // Every rule a server render can produce: what every page shares as one file, each page's
  // own for its documents to carry inline, allowed by its hash.
  const entry = (await import(
    pathToFileURL(resolve(distDir, 'server', 'entry-build.js')).href
  )) as typeof import('../../src/entry-build.tsx');
  await writeStylesheets(distDir, await entry.collectStylesheets());
  // Every page's social card in every language, from the words the server bundle renders
  // (scripts/socialCards, decision 022).
  const cardsStartedAt = performance.now();
  const cards = await writeSocialCards(entry.socialCardPages(), {
    clientDir: resolve(distDir, 'client'),
    serverDir: resolve(distDir, 'server'),
    cacheDir: resolve('node_modules', '.cache', 'scan-social-cards'),
  });
  const sizes = cards.sizes.toSorted((a, b) => a - b);
  builder.config.logger.info(
    `social cards: ${sizes.length} (${cards.drawn} drawn, ${sizes.length - cards.drawn} cached), ` +
      `${(sizes[0]! / 1000).toFixed(1)}–${(sizes.at(-1)! / 1000).toFixed(1)} kB, median ${(sizes[sizes.length >> 1]! / 1000).toFixed(1)} kB, ` +
      `in ${((performance.now() - cardsStartedAt) / 1000).toFixed(2)} s`,
  );
  // Last, so an interrupted build is never taken for a current one (`npm start`).
  await writeFile(resolve(distDir, BUILD_STAMP), inputsDigest);
}
