import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe } from 'vitest';
import { freePort } from './childServer';

/** The edge cache's configuration, as deployed. */
export const EDGE_CONFIG = resolve('deploy/nginx.conf');

/** Debian's nginx, or the one NGINX_PATH names. */
export function nginxPath(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/**
 * `describe` for tests that run nginx: skipped loudly when it is missing (globalSetup fails the
 * run instead under CI=true).
 */
export const describeWithNginx = nginxPath() ? describe : describe.skip;

/** The placeholders listed at the top of deploy/nginx.conf. */
export type EdgePlaceholders = Record<
  'SCAN_LISTEN' | 'SCAN_ORIGIN_SERVERS' | 'SCAN_CACHE_DIR' | 'SCAN_TEMP_DIR' | 'SCAN_PID_FILE' | 'SCAN_LOG_DIR',
  string
>;

/** What `envsubst` with the placeholders' names makes of the file: those ${NAME}s and nothing else. */
export function renderEdgeConfig(values: EdgePlaceholders): string {
  return readFileSync(EDGE_CONFIG, 'utf8').replace(/\$\{(SCAN_[A-Z_]+)\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf uses an undocumented placeholder: ${name}`);
    return values[name as keyof EdgePlaceholders];
  });
}

export interface Edge {
  url: string;
  /** nginx's error log so far. */
  errorLog(): string;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((answered) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      answered(true);
    });
    socket.once('error', () => answered(false));
  });
}

/**
 * Runs deploy/nginx.conf, rendered for a folder of its own, in front of `originUrl`: Debian's
 * nginx in the foreground as a child process, listening on 127.0.0.1 on a free port.
 */
export async function startEdge(originUrl: string): Promise<Edge> {
  const prefix = mkdtempSync(join(tmpdir(), 'scan-edge-'));
  // Under root the workers run as the config's `user` (www-data) and must reach the folders nginx
  // creates and hands to them in here.
  chmodSync(prefix, 0o755);
  const logDir = join(prefix, 'logs');
  mkdirSync(logDir);
  mkdirSync(join(prefix, 'temp'));
  const port = await freePort();
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    renderEdgeConfig({
      SCAN_LISTEN: `127.0.0.1:${port}`,
      SCAN_ORIGIN_SERVERS: `server ${new URL(originUrl).host};`,
      SCAN_CACHE_DIR: join(prefix, 'cache'),
      SCAN_TEMP_DIR: join(prefix, 'temp'),
      SCAN_PID_FILE: join(prefix, 'nginx.pid'),
      SCAN_LOG_DIR: logDir,
    }),
  );
  const errorLog = () => (existsSync(join(logDir, 'error.log')) ? readFileSync(join(logDir, 'error.log'), 'utf8') : '');

  const child = spawn(nginxPath()!, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  // nginx says nothing when it is ready: it is once its socket accepts.
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (!running() || Date.now() > deadline) {
      const why = `nginx did not start (${child.exitCode ?? child.signalCode ?? 'timed out'}): ${stderr}${errorLog()}`;
      await stop();
      throw new Error(why);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return { url: `http://127.0.0.1:${port}`, errorLog, stop };
}
