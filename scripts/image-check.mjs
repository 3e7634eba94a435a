// `npm run image-check`: builds the Dockerfile with podman and runs the image as production
// would, then checks what the image must do and prints what it weighs and how fast it starts
// and stops. Needs root and podman (apt-get install -y podman buildah runc debootstrap) and a
// few minutes; machines without podman run scripts/docker-runtime-check.mjs instead (npm test).
//
// Where no container registry is reachable, the base image is assembled first
// (scripts/podman-base-image.sh). Checks: the runtime stage adds at most 25 MB to its base;
// a read-only root filesystem; GET / 200 and /forgot-password 404; uid 1000; the HEALTHCHECK;
// every JSON log line names each key once; SIGTERM ends the server with exit code 0.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { assertLogLines, firstOk, megabytes, root, RUNTIME_STAGE_BUDGET, statusOf } from './runtime-checks.mjs';

const IMAGE = 'localhost/scan-website:image-check';
const BASE = 'node:24-bookworm-slim';
const CONTAINERS_CONF = '/etc/containers/containers.conf';
const container = `scan-image-check-${process.pid}`;

const log = (message) => console.log(`[image-check] ${message}`);
const fail = (message) => {
  console.error(`[image-check] ${message}`);
  process.exit(1);
};

/** Runs podman and returns its standard output; its standard error is shown only when it fails. */
function podman(...args) {
  const result = spawnSync('podman', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`podman ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  return result.stdout.trim();
}
const podmanStatus = (...args) => spawnSync('podman', args, { stdio: 'ignore' }).status;
const nanosToMs = (text) => Number(BigInt(text) / 1_000_000n);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// ---- prerequisites --------------------------------------------------------------------------
if (spawnSync('podman', ['--version'], { stdio: 'ignore' }).status !== 0) {
  fail(
    'podman is not installed (apt-get install -y podman buildah runc debootstrap); without it, node scripts/docker-runtime-check.mjs checks the runtime stage outside a container',
  );
}
if (process.getuid?.() !== 0) fail('run as root: podman here is rootful');

// Rootful podman raises the open-files limit of every container above this sandbox's hard
// limit, and runc then refuses to start it; no default limits keeps the host's own.
if (!existsSync(CONTAINERS_CONF)) {
  writeFileSync(CONTAINERS_CONF, '[containers]\ndefault_ulimits = []\n');
  log(`wrote ${CONTAINERS_CONF} with default_ulimits = []`);
} else if (!/^\s*default_ulimits\s*=\s*\[\s*\]/m.test(readFileSync(CONTAINERS_CONF, 'utf8'))) {
  log(`note: ${CONTAINERS_CONF} does not set default_ulimits = []; if containers fail to start, set it under [containers]`);
}

if (podmanStatus('image', 'exists', BASE) !== 0) {
  log(`${BASE} is missing: assembling it (scripts/podman-base-image.sh)`);
  execFileSync('bash', [join(root, 'scripts', 'podman-base-image.sh')], { stdio: 'inherit' });
}

// ---- build ----------------------------------------------------------------------------------
// Docker's image format: the OCI format has no HEALTHCHECK and podman would drop it.
log(`podman build -t ${IMAGE} (${root})`);
const buildStarted = Date.now();
const build = spawnSync('podman', ['build', '--runtime', 'runc', '--format', 'docker', '-t', IMAGE, root], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (build.status !== 0) fail(`podman build failed:\n${`${build.stdout}\n${build.stderr}`.split('\n').slice(-40).join('\n')}`);
const cached = (build.stdout.match(/^--> Using cache /gm) ?? []).length;
log(`built in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s${cached ? ` (${cached} steps from podman's layer cache)` : ''}`);

// ---- size -----------------------------------------------------------------------------------
const imageBytes = Number(podman('image', 'inspect', '--format', '{{.Size}}', IMAGE));
const baseBytes = Number(podman('image', 'inspect', '--format', '{{.Size}}', BASE));
const imageLayers = JSON.parse(podman('history', '--format', 'json', IMAGE));
const baseLayers = JSON.parse(podman('history', '--format', 'json', BASE));
const added = imageLayers.slice(0, imageLayers.length - baseLayers.length).reverse();
log('runtime stage layers:');
for (const layer of added.filter((entry) => entry.size > 0)) {
  log(`  ${megabytes(layer.size).padStart(9)}  ${layer.CreatedBy.replace(/^\/bin\/sh -c #\(nop\) /, '').slice(0, 100)}`);
}
const addedBytes = imageBytes - baseBytes;
log(
  `image ${megabytes(imageBytes)}, base ${BASE} ${megabytes(baseBytes)}: the runtime stage adds ${megabytes(addedBytes)} (budget ${megabytes(RUNTIME_STAGE_BUDGET)})`,
);
if (addedBytes > RUNTIME_STAGE_BUDGET) fail('the runtime stage is over its budget');

// ---- run ------------------------------------------------------------------------------------
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let failure;
try {
  const runStarted = Date.now();
  podman('run', '--detach', '--runtime=runc', '--read-only', '--name', container, '--publish', `127.0.0.1:${port}:3000`, IMAGE);
  const firstOkAt = await firstOk(`${origin}/`);
  const startedAt = nanosToMs(podman('inspect', '--format', '{{.State.StartedAt.UnixNano}}', container));
  log(`GET / answered 200: ${firstOkAt - startedAt} ms from process start (${firstOkAt - runStarted} ms from podman run)`);

  const missing = await statusOf(`${origin}/forgot-password`);
  if (missing !== 404) throw new Error(`GET /forgot-password answered ${missing}, expected 404`);
  log('GET /forgot-password answered 404');

  if (podman('inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', container) !== 'true')
    throw new Error('the root filesystem is writable');
  // As root, so that only the read-only mount can refuse it (the node user owns nothing in /app).
  const write = spawnSync('podman', ['exec', '--user', 'root', container, 'touch', '/app/probe'], { encoding: 'utf8' });
  if (write.status === 0 || !/Read-only file system/.test(write.stderr))
    throw new Error(`writing to /app was not refused as read-only: ${write.stderr}`);
  log('root filesystem read-only (a write to /app as root: Read-only file system)');

  const uid = podman('exec', container, 'id', '-u');
  if (uid !== '1000') throw new Error(`the server runs as uid ${uid}, expected 1000`);
  log('runs as uid 1000');

  // The HEALTHCHECK asks /readyz: 200 once every fixed document is stored, behind the listening server.
  const readyAt = await firstOk(`${origin}/readyz`);
  log(`ready (every fixed document stored): ${readyAt - startedAt} ms from process start`);
  if (podmanStatus('healthcheck', 'run', container) !== 0) throw new Error('podman healthcheck run: unhealthy');
  log('HEALTHCHECK passed (podman healthcheck run)');

  const signalledAt = Date.now();
  podman('kill', '--signal', 'TERM', container);
  const exitCode = Number(podman('wait', container));
  const waited = Date.now() - signalledAt;
  const finishedAt = nanosToMs(podman('inspect', '--format', '{{.State.FinishedAt.UnixNano}}', container));
  if (exitCode !== 0) throw new Error(`the server exited with ${exitCode} after SIGTERM, expected 0`);
  log(`SIGTERM: exit code 0, ${finishedAt - signalledAt} ms after podman kill (podman wait returned after ${waited} ms)`);

  const lines = assertLogLines(podman('logs', container));
  for (const message of ['listening', 'request completed', 'draining', 'stopped']) {
    if (!lines.some((line) => line.msg === message)) throw new Error(`no "${message}" log line`);
  }
  log(`${lines.length} JSON log lines, each key once`);
  log('OK');
} catch (error) {
  spawnSync('podman', ['logs', container], { stdio: 'inherit' });
  failure = error instanceof Error ? error.message : String(error);
} finally {
  podmanStatus('rm', '--force', container);
}
if (failure) fail(failure);
