// `npm start`: serve the production build, building it first when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const serverBundle = resolve(process.env.DIST_DIR ?? 'dist', 'server', 'server.js');

if (!existsSync(serverBundle)) {
  console.log('No production build found: running npm run build first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverBundle).href);
