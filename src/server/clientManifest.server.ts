import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** The client bundle's entry, as Vite's manifest names it. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Vite's manifest of the client build in `clientDir` (dist/client). */
export function readClientManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The files a chunk needs before it runs: its own and those of everything it imports
 * statically, as URL paths (`/assets/…`), added to `into`. The server, the tests and the size
 * report all read a route's files this way.
 */
export function chunkClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}
