// `npm start`: serve the production build, building it first when it is missing or older than
// the sources (scripts/build-inputs.mjs), so a change is never hidden behind an old build.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState } from './build-inputs.mjs';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const state = buildState(distDir);

if (state !== 'current') {
  const why = state === 'missing' ? `No production build in ${distDir}` : `The build in ${distDir} is older than the sources`;
  console.log(`${why}: running npm run build first.`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(resolve(distDir, 'server', 'server.js')).href);
