/**
 * The process around the app: listen with deliberate timeouts, drain on SIGTERM/SIGINT, run
 * several workers with node:cluster, and exit non-zero on an uncaught error so the
 * orchestrator restarts the process. server.ts calls `runServer`; tests call the same code.
 */
import closeWithGrace from 'close-with-grace';
import cluster from 'node:cluster';
import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.server';
import { createDevelopmentLogger, createLogger } from './logging.server';
import { createSite } from './site.server';

/**
 * An HTTP server whose slow or stalled clients are cut off by the configured timeouts: a client
 * that trickles its headers (slowloris) is answered 408 and closed. Node checks them when it
 * sweeps its connections (every 30 s by default); sweeping each second at most makes the limits real.
 */
export function createHttpServer(listener: RequestListener, { headersMs, requestMs, keepAliveMs }: ServerConfig['timeouts']): Server {
  const connectionsCheckingInterval = Math.min(1_000, headersMs, requestMs);
  const server = createServer({ headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval }, listener);
  server.keepAliveTimeout = keepAliveMs;
  return server;
}

export async function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  server.listen(port, host);
  await once(server, 'listening');
  return server.address() as AddressInfo;
}

/**
 * Stops accepting connections, lets in-flight responses finish, and resolves once the server
 * is closed. Connections still busy after `shutdownMs` are closed so shutdown stays bounded.
 */
export function drain(server: Server, shutdownMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive sockets fall idle one by one: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    const deadline = setTimeout(() => {
      logger.warn('shutdown timeout reached: closing remaining connections');
      server.closeAllConnections();
    }, shutdownMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Runs the worker's server; resolves with what drains it. */
async function startWorker(config: ServerConfig, logger: Logger): Promise<() => Promise<void>> {
  // Requests reach `app` only after listen() below, once it exists.
  const server = createHttpServer((req, res) => app(req, res), config.timeouts);
  // In development Vite's HMR websocket shares this server (and port) rather than opening its own.
  const vite =
    config.nodeEnv === 'development'
      ? await (await import('vite')).createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
      : undefined;
  // Every fixed document is rendered and stored before the server listens: the first visitor
  // after a deploy gets the same answer as the next.
  const app: RequestListener = await createSite({ config, logger, ...(vite ? { vite } : {}) });
  const address = await listen(server, config.port, config.host);
  // pino's base fields already carry the pid; `startupMs` is process start to ready to answer.
  logger.info(
    { url: `http://${address.address}:${address.port}`, env: config.nodeEnv, startupMs: Math.round(performance.now()) },
    'listening',
  );
  return async () => {
    await drain(server, config.timeouts.shutdownMs, logger);
    await vite?.close();
    logger.info('stopped');
  };
}

/** The primary forks workers and replaces any that crash; resolves with what stops them all (each drains). */
function startPrimary(config: ServerConfig, logger: Logger): () => Promise<void> {
  let stopping = false;
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ workerPid: worker.process.pid, code, signal }, 'worker died; starting another');
    cluster.fork();
  });
  return async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const codes = await Promise.all(
      workers.map((worker) => new Promise<number | null>((exited) => worker.once('exit', exited).process.kill('SIGTERM'))),
    );
    if (codes.some((code) => code !== 0)) throw new Error('a worker did not stop cleanly');
  };
}

/**
 * Runs the site as configured: one server in this process, or WEB_CONCURRENCY workers. SIGTERM
 * or SIGINT drains in-flight responses and exits 0; an uncaught error is logged, drains the same
 * way and exits 1, so the orchestrator restarts the process (close-with-grace).
 */
export async function runServer(config: ServerConfig): Promise<void> {
  const logger = config.nodeEnv === 'development' ? await createDevelopmentLogger(config) : createLogger(config);
  const primary = config.workers > 1 && cluster.isPrimary;
  let stop = async () => {};
  // Each worker bounds its own drain; the outer bound only guards against one that never ends.
  const delay = config.timeouts.shutdownMs + 5_000;
  closeWithGrace({ delay, logger: false, onTimeout: () => logger.error('did not stop in time') }, async ({ signal, err }) => {
    if (err) logger.fatal({ err }, 'uncaught exception');
    else logger.info({ signal }, primary ? 'stopping workers' : 'draining');
    await stop();
  });
  stop = primary ? startPrimary(config, logger) : await startWorker(config, logger);
}
