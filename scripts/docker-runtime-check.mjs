// Performs the Dockerfile's runtime stage outside a container, for machines without podman
// (scripts/image-check.mjs builds and runs the real image where podman is installed): a fresh
// folder gets what the stage copies (and installs, if it ever runs `npm ci`), nothing else, no
// node_modules; then the size budget, the server bundle's imports, the image's CMD and
// HEALTHCHECK exactly as the Dockerfile writes them, its JSON logs, and SIGTERM → exit 0.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  assertLogLines,
  assertSelfContained,
  firstOk,
  folderSize,
  megabytes,
  root,
  RUNTIME_STAGE_BUDGET,
  runtimeStage,
  serverExternals,
  statusOf,
} from './runtime-checks.mjs';

const log = (message) => console.log(`[docker-runtime-check] ${message}`);
const stage = runtimeStage();
const expectLine = (pattern, what) => {
  if (!pattern.test(stage.text)) throw new Error(`Dockerfile runtime stage lacks ${what}`);
};
expectLine(/^WORKDIR \/app$/m, 'WORKDIR /app');
expectLine(/^COPY --from=build \/app\/dist \.\/dist$/m, 'COPY of dist/ from the build stage');
expectLine(/^USER node$/m, 'USER node');
expectLine(/^EXPOSE 3000$/m, 'EXPOSE 3000');
expectLine(/NODE_ENV=production/, 'NODE_ENV=production');

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// The build stage's /app is this checkout after `npm run build`; DIST_DIR names its dist/ (relative to the checkout, or absolute).
const buildStagePath = (path) =>
  path === '/app/dist' ? resolve(root, process.env.DIST_DIR ?? 'dist') : join(root, path.replace(/^\/app\/?/, ''));

const app = mkdtempSync(join(tmpdir(), 'scan-runtime-'));
let server;
try {
  for (let dir = dirname(app); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) throw new Error(`${dir}/node_modules would stand in for missing packages`);
    if (dir === dirname(dir)) break;
  }
  log(`fresh copy in ${app}`);
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'COPY') {
      const parts = args.split(/\s+/);
      const fromBuild = parts[0] === '--from=build';
      const sources = parts.slice(fromBuild ? 1 : 0, -1);
      const target = join(app, parts.at(-1));
      if (sources.some((source) => source.startsWith('--'))) throw new Error(`unsupported COPY: ${args}`);
      for (const source of sources) {
        const from = fromBuild ? buildStagePath(source) : join(root, source);
        const to = target.endsWith('/') || sources.length > 1 ? join(target, source.split('/').at(-1)) : target;
        cpSync(from, to, { recursive: true });
      }
      log(`COPY ${args}`);
    } else if (keyword === 'RUN') {
      if (!/^npm ci --omit=dev\b/.test(args)) throw new Error(`unsupported RUN in the runtime stage: ${args}`);
      log(`RUN ${args}`);
      execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, stdio: 'inherit' });
    }
  }

  const copied = folderSize(app);
  log(`runtime stage adds ${copied.files} files, ${megabytes(copied.bytes)} (budget ${megabytes(RUNTIME_STAGE_BUDGET)})`);
  for (const part of ['dist/client', 'dist/server', 'node_modules']) {
    if (existsSync(join(app, part))) log(`  ${part}: ${megabytes(folderSize(join(app, part)).bytes)}`);
  }
  if (copied.bytes > RUNTIME_STAGE_BUDGET) throw new Error(`the runtime stage adds ${megabytes(copied.bytes)}, over the budget`);

  const externals = assertSelfContained(join(app, 'dist', 'server'));
  const exceptions = externals.map((name) => `${name} (${serverExternals[name]})`).join('; ');
  log(`server bundle imports only Node built-ins${exceptions ? `, and ${exceptions}` : ''}`);
  log(existsSync(join(app, 'node_modules')) ? 'node_modules installed by the runtime stage' : 'no node_modules');

  const port = await freePort();
  const { DIST_DIR: _ignored, ...inherited } = process.env;
  const env = { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' };
  log(`start: ${stage.cmd.join(' ')} on port ${port}`);
  const started = Date.now();
  server = spawn(stage.cmd[0], stage.cmd.slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  server.stdout.setEncoding('utf8').on('data', (text) => (stdout += text));
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

  const ready = await firstOk(`http://127.0.0.1:${port}/`);
  log(`GET / answered 200 (${ready - started} ms from process start)`);
  const missing = await statusOf(`http://127.0.0.1:${port}/forgot-password`);
  if (missing !== 404) throw new Error(`GET /forgot-password answered ${missing}, expected 404`);
  log('GET /forgot-password answered 404');

  // The HEALTHCHECK asks /readyz: 200 once every fixed document is stored, behind the listening server.
  const readyAt = await firstOk(`http://127.0.0.1:${port}/readyz`);
  log(`ready (every fixed document stored) ${readyAt - started} ms from process start`);
  execFileSync(stage.healthcheck[0], stage.healthcheck.slice(1), { cwd: app, env, stdio: 'inherit' });
  log('HEALTHCHECK passed');

  const signalled = Date.now();
  server.kill('SIGTERM');
  const { code, signal } = await exited;
  const stopped = Date.now() - signalled;
  server = undefined;
  if (code !== 0) throw new Error(`server exited with ${code ?? signal} after SIGTERM, expected 0`);
  log(`SIGTERM: exit code 0 after ${stopped} ms`);

  const lines = assertLogLines(stdout);
  for (const message of ['listening', 'request completed', 'draining', 'stopped']) {
    if (!lines.some((line) => line.msg === message)) throw new Error(`no "${message}" log line`);
  }
  log(`${lines.length} JSON log lines, each key once`);
  log('OK');
} finally {
  server?.kill('SIGKILL');
  rmSync(app, { recursive: true, force: true });
}
