// Performs the Dockerfile's runtime stage outside Docker (no engine on these machines):
// a fresh folder with package.json, the lock file and dist/, `npm ci --omit=dev`, then the
// image's CMD and HEALTHCHECK exactly as the Dockerfile writes them, and a SIGTERM that must
// end the server with exit code 0.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));

const jsonArray = (instruction) => {
  const match = runtime.match(new RegExp(`^\\s*${instruction}\\s+(\\[.*\\])\\s*$`, 'm'));
  if (!match) throw new Error(`Dockerfile runtime stage has no ${instruction} in exec form`);
  return JSON.parse(match[1]);
};
const expectLine = (pattern, what) => {
  if (!pattern.test(runtime)) throw new Error(`Dockerfile runtime stage lacks ${what}`);
};

expectLine(/^COPY package\.json package-lock\.json \.\/$/m, 'COPY of the manifests');
expectLine(/^RUN npm ci --omit=dev\b/m, 'RUN npm ci --omit=dev');
expectLine(/^COPY --from=build \/app\/dist \.\/dist$/m, 'COPY of dist/ from the build stage');
expectLine(/^USER node$/m, 'USER node');
expectLine(/^EXPOSE 3000$/m, 'EXPOSE 3000');
expectLine(/NODE_ENV=production/, 'NODE_ENV=production');
const cmd = jsonArray('CMD');
const healthcheck = jsonArray('HEALTHCHECK(?:\\s+--\\S+)*\\s+CMD');

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const app = mkdtempSync(join(tmpdir(), 'scan-runtime-'));
const log = (message) => console.log(`[docker-runtime-check] ${message}`);
let server;
try {
  log(`fresh copy in ${app}`);
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(root, file), join(app, file));
  cpSync(process.env.DIST_DIR ? join(root, process.env.DIST_DIR) : join(root, 'dist'), join(app, 'dist'), { recursive: true });

  log('npm ci --omit=dev');
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, stdio: 'inherit' });

  const port = await freePort();
  const { DIST_DIR: _ignored, ...inherited } = process.env;
  const env = { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' };
  log(`start: ${cmd.join(' ')} on port ${port}`);
  server = spawn(cmd[0], cmd.slice(1), { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

  let status = 0;
  for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = await fetch(`http://127.0.0.1:${port}/`).then((res) => res.status, () => 0);
  }
  if (status !== 200) throw new Error(`GET / answered ${status}, expected 200`);
  log('GET / answered 200');

  execFileSync(healthcheck[0], healthcheck.slice(1), { cwd: app, env, stdio: 'inherit' });
  log('HEALTHCHECK passed');

  server.kill('SIGTERM');
  const { code, signal } = await exited;
  server = undefined;
  if (code !== 0) throw new Error(`server exited with ${code ?? signal} after SIGTERM, expected 0`);
  log('SIGTERM: exit code 0');
  log('OK');
} finally {
  server?.kill('SIGKILL');
  rmSync(app, { recursive: true, force: true });
}
