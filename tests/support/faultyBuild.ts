import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const DIST_DIR = resolve(process.env.DIST_DIR ?? 'dist');

const FAULTS_MODULE = resolve('tests/support/faultyBuild/faults.mjs');

let folder: string | undefined;

/**
 * A build folder that is the production build but for its server entry, which wraps the real
 * one with the faults of faults.mjs. Point the server at it (`createSite({ distDir })`, or
 * DIST_DIR for dist/server/server.js in a child process) to run the production server with
 * faults that production itself cannot reach.
 */
export function faultyBuild(): string {
  if (folder) return folder;
  folder = mkdtempSync(join(tmpdir(), 'scan-faulty-build-'));
  symlinkSync(join(DIST_DIR, 'client'), join(folder, 'client'));
  mkdirSync(join(folder, 'server'));
  for (const file of ['stylesheets.json', 'social-cards.json']) symlinkSync(join(DIST_DIR, 'server', file), join(folder, 'server', file));
  writeFileSync(
    join(folder, 'server', 'entry-server.js'),
    [
      `import * as real from ${JSON.stringify(pathToFileURL(join(DIST_DIR, 'server', 'entry-server.js')).href)};`,
      `import { withFaults } from ${JSON.stringify(pathToFileURL(FAULTS_MODULE).href)};`,
      'const entry = withFaults(real);',
      'export const { createRenderer, collectStylesheets, BUILD_TIME } = entry;',
      '',
    ].join('\n'),
  );
  return folder;
}

/** The faults module as the faulty build's entry imports it: one instance per process. */
export async function faultsModule(): Promise<{ renders: { inFlight: number }; INJECTED_FAULT_MESSAGE: string; SLOW_FAULT_MS: number }> {
  return import(/* @vite-ignore */ pathToFileURL(FAULTS_MODULE).href);
}
