import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest } from 'vite';

/** The production client build the tests run against. */
export const clientDir = resolve(process.env.DIST_DIR ?? 'dist', 'client');
export const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
export const ENTRY = 'src/entry-client.tsx';

/** Files of a manifest chunk and of everything it imports statically, as URL paths. */
export function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}
