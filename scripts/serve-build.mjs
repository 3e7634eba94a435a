// The production build on a free local port, for scripts that measure or look at the site
// (lighthouse.mjs, screenshot.mjs, bench.mjs): builds dist/ first when it is missing, starts
// dist/server/server.js and resolves once it is ready: every fixed document stored.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const distDir = resolve(process.env.DIST_DIR ?? 'dist');

export function ensureBuild() {
  if (existsSync(join(distDir, 'server', 'server.js'))) return;
  console.log(`No production build in ${distDir}: building it first.`);
  const build = spawnSync('npx', ['vite', 'build', '--app'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });

/**
 * Resolves once the server process `child` says it is ready at `url`/readyz (10 s at most). A
 * build from before the readiness probe answers it with its not-found page: it listened only once
 * it was warm.
 */
export async function answering(url, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const { status } = await fetch(`${url}/readyz`);
      if (status === 200 || status === 404) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error('The server did not start within 10 s');
}

/**
 * Starts the built server; `server.kill('SIGTERM')` stops it. `dir` serves another build than
 * DIST_DIR's (which is built first when missing): it must exist.
 */
export async function serveBuild(dir = distDir) {
  if (dir === distDir) ensureBuild();
  else if (!existsSync(join(dir, 'server', 'server.js'))) throw new Error(`No production build in ${dir}`);
  const port = await freePort();
  const server = spawn(process.execPath, [join(dir, 'server', 'server.js')], {
    env: { ...process.env, DIST_DIR: dir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(url, server);
  return { url, server };
}
