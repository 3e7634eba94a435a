// What a build is made from, and a digest of it. The build writes the digest beside itself
// (vite.config.ts); `npm start` (scripts/start.mjs) compares it with the sources before serving,
// so it never serves a build older than them. Everything that can change what the build writes
// is listed, dependencies included: a change to package.json's scripts rebuilds too, which costs
// a minute, where missing a change would serve a stale site.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const BUILD_INPUTS = [
  'src',
  'messages',
  'scripts/messages',
  // The build's own steps and code splitting (vite.config.ts runs them).
  'scripts/build',
  'public',
  'server.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'server-externals.json',
  // The social cards' drawing (vite.config.ts runs it).
  'scripts/socialCards',
];

/** The file, in the build folder, that holds the digest of the sources it was built from. */
export const BUILD_STAMP = 'build-inputs.sha256';

/** Every input file under `root`, relative, in a stable order. */
function inputFiles(root) {
  return BUILD_INPUTS.filter((input) => existsSync(join(root, input)))
    .flatMap((input) =>
      statSync(join(root, input)).isDirectory()
        ? readdirSync(join(root, input), { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => join(entry.parentPath, entry.name).slice(resolve(root).length + 1))
        : [input],
    )
    .sort();
}

/** A digest of every input's path and bytes. */
export function buildInputsDigest(root = '.') {
  const hash = createHash('sha256');
  for (const file of inputFiles(resolve(root)))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/**
 * Whether the build in `distDir` was made from the sources in `root` as they are now: 'missing'
 * (no build), 'stale' (the sources changed since), or 'current'. Without sources beside it (a
 * copy of dist/ alone) a build is current: there is nothing to build it from.
 */
export function buildState(distDir, root = '.') {
  if (!existsSync(join(distDir, 'server', 'server.js'))) return 'missing';
  if (!existsSync(join(root, 'src'))) return 'current';
  const stamp = join(distDir, BUILD_STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === buildInputsDigest(root) ? 'current' : 'stale';
}
