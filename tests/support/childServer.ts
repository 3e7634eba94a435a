import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Env } from './server';

export const DIST_DIR = process.env.DIST_DIR ?? 'dist';

/** The built process entry, exactly what `npm start` and the Docker image run. */
export const BUILT_SERVER = ['node', [resolve(DIST_DIR, 'server', 'server.js')]] as const;
/**
 * The built server with the probe of tests/support/probe.mjs loaded (`--expose-gc`): send it
 * 'probe' over IPC (`probe(child)`) to read its live heap, timers and renders in flight.
 */
export const PROBED_SERVER = [
  'node',
  ['--expose-gc', '--import', resolve('tests/support/probe.mjs'), resolve(DIST_DIR, 'server', 'server.js')],
] as const;

export interface ProbeReading {
  heapUsed: number;
  rss: number;
  timeouts: number;
  processListeners: number[];
  rendersInFlight: number;
}

/** Asks a PROBED_SERVER child for its reading after a full garbage collection. */
export function probe(child: ChildServer): Promise<ProbeReading> {
  return new Promise((resolveReading) => {
    child.process.once('message', (reading) => resolveReading(reading as ProbeReading));
    child.process.send('probe');
  });
}

/** A PROBED_SERVER child's resident set and open connections as they are, nothing collected first. */
export function peek(child: ChildServer): Promise<{ rss: number; connections: number }> {
  return new Promise((resolveReading) => {
    child.process.once('message', (reading) => resolveReading(reading as { rss: number; connections: number }));
    child.process.send('peek');
  });
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** JSON log lines written so far (stdout), parsed. */
  logs: Array<Record<string, unknown>>;
  /** The same lines as written, to check what parsing would hide (a key written twice). */
  rawLogs: string[];
  /** Everything written to stderr. */
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends the process if a test left it running. */
  kill(): void;
}

/** What a process that was expected to stop by itself wrote and how it ended. */
export interface FinishedProcess {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a server process that should fail to start, with the same environment as startChildServer; resolves once it exits. */
export async function runToExit(
  [command, args]: readonly [string, readonly string[]],
  env: Env = {},
  timeoutMs = 60_000,
): Promise<FinishedProcess> {
  const child = spawn(command, [...args], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'info', DIST_DIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a server process on a free port in `cwd` (this checkout by default) and resolves once it
 * has logged `until`: 'ready' (every fixed document stored, the default) or 'listening'.
 */
export async function startChildServer(
  [command, args]: readonly [string, readonly string[]],
  env: Env = {},
  { cwd, until = 'ready' }: { cwd?: string; until?: 'listening' | 'ready' } = {},
): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(command, [...args], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DIST_DIR,
      ...env,
    },
    // An IPC channel only for the probe: it would otherwise be one more thing keeping a child alive.
    stdio: args.includes('--expose-gc') ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const rawLogs: string[] = [];
  let stderr = '';
  let pending = '';
  let onLogged: () => void = () => {};
  const ready = new Promise<void>((resolveReady) => {
    onLogged = resolveReady;
  });
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        rawLogs.push(line);
        if (entry.msg === until) onLogged();
      } catch {
        // `npm run dev` writes lines a person reads: "[12:00:00] INFO: ready".
        if (stripVTControlCharacters(line).match(/^\[[\d:]+\] INFO: (\w+)$/)?.[1] === until) onLogged();
        stderr += `${line}\n`;
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const failed = exited.then(({ code, signal }) => {
    throw new Error(`server exited before it was ${until} (${code ?? signal}): ${stderr}`);
  });
  await Promise.race([ready, failed]);
  failed.catch(() => {});
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    logs,
    rawLogs,
    stderr: () => stderr,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
