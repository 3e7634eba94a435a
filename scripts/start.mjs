// `npm start`: serve the production build, building it first when dist/ is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const serverBundle = new URL('../dist/server/server.js', import.meta.url);

if (!existsSync(serverBundle)) {
  console.log('No production build found: running npm run build first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(serverBundle.href);
