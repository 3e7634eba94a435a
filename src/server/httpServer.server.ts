/**
 * The process around the app: listen with deliberate timeouts, drain on SIGTERM/SIGINT, run
 * several workers with node:cluster, and exit non-zero on an uncaught error so the
 * orchestrator restarts the process. server.ts calls `runServer`; tests call the same code.
 */
import closeWithGrace from 'close-with-grace';
import cluster from 'node:cluster';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.server';
import { createDevelopmentLogger, createLogger } from './logging.server';
import { RefusalLog } from './refusalLog.server';
import { createSite } from './site.server';
import { START_FAILED, StartupError } from './startupError.server';

/**
 * How many requests one connection may have waiting behind the one being answered. Browsers and
 * proxies never pipeline; a client that sends more before reading the answers has its connection
 * closed at once (RFC 9112, 9.3.2 and 9.6: a client retries unanswered requests on a new one).
 */
export const PIPELINE_DEPTH = 16;

/**
 * Answers a connection's requests one at a time: a pipelined request waits, parsed but not
 * worked on, until the answer before it has been handed to the kernel (HTTP/1.1 sends answers in
 * order anyway). A client that reads nothing so makes the server build one answer, not thirty;
 * and one burst of them is served between other connections' requests rather than ahead of them.
 * Beyond PIPELINE_DEPTH waiting requests, the connection is closed.
 */
function answerInTurn(listener: RequestListener, refusals: RefusalLog | undefined): RequestListener {
  /** Requests waiting behind the one being answered, by connection; no entry when none is being answered. */
  const waiting = new WeakMap<Socket, Array<[IncomingMessage, ServerResponse]>>();
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => {
      const next = waiting.get(req.socket)?.shift();
      if (next) answer(...next);
      else waiting.delete(req.socket);
    });
    listener(req, res);
  };
  return (req, res) => {
    const { socket } = req;
    const queue = waiting.get(socket);
    if (!queue) {
      waiting.set(socket, []);
      return answer(req, res);
    }
    if (queue.length < PIPELINE_DEPTH) return void queue.push([req, res]);
    if (!socket.destroyed) refusals?.add('pipelining');
    socket.destroy();
  };
}

/**
 * An HTTP server that bounds what one client can make it hold. A client that trickles its
 * headers (slowloris) is answered 408 and closed: Node checks that when it sweeps its connections
 * (every 30 s by default), so it sweeps each second at most. A client that stops reading its
 * answer has its connection closed once nothing could be written for SEND_TIMEOUT_MS (Node's
 * socket timeout, which counts reads and writes alike); pipelined requests are answered in turn,
 * and more than PIPELINE_DEPTH waiting close the connection. docs/operations.md sums up what one
 * connection may cost.
 */
export function createHttpServer(
  listener: RequestListener,
  { headersMs, requestMs, sendMs, keepAliveMs }: ServerConfig['timeouts'],
  refusals?: RefusalLog,
): Server {
  const connectionsCheckingInterval = Math.min(1_000, headersMs, requestMs);
  const server = createServer(
    { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval },
    answerInTurn(listener, refusals),
  );
  server.timeout = sendMs;
  server.keepAliveTimeout = keepAliveMs;
  return server;
}

/** What an operator can do about an address the server could not listen on. */
function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new StartupError(`Port ${port} on ${host} is already in use: stop what is using it, or set PORT to a free port.`);
    case 'EACCES':
      return new StartupError(`Port ${port} on ${host} needs privileges this process does not have: set PORT to 1024 or above.`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(`HOST=${host} is not an address of this machine: set HOST to one, or leave it unset for 0.0.0.0.`);
    default:
      return error;
  }
}

export async function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  server.listen(port, host);
  try {
    await once(server, 'listening');
  } catch (error) {
    throw listenError(error as NodeJS.ErrnoException, port, host);
  }
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
  const refusals = new RefusalLog(logger);
  // Requests reach `app` only after listen() below, once it exists.
  const server = createHttpServer((req, res) => app(req, res), config.timeouts, refusals);
  // In development Vite's HMR websocket shares this server (and port) rather than opening its own.
  const vite =
    config.nodeEnv === 'development'
      ? await (await import('vite')).createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
      : undefined;
  // Every fixed document is rendered and stored before the server listens: the first visitor
  // after a deploy gets the same answer as the next.
  const app: RequestListener = await createSite({ config, logger, refusals, ...(vite ? { vite } : {}) });
  const address = await listen(server, config.port, config.host);
  // pino's base fields already carry the pid; `startupMs` is process start to ready to answer.
  logger.info(
    { url: `http://${address.address}:${address.port}`, env: config.nodeEnv, startupMs: Math.round(performance.now()) },
    'listening',
  );
  return async () => {
    await drain(server, config.timeouts.shutdownMs, logger);
    refusals.flush();
    await vite?.close();
    logger.info('stopped');
  };
}

/** Sends SIGTERM to every worker still running; resolves with their exit codes once all have exited (each drains). */
function stopWorkers(): Promise<Array<number | null>> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  return Promise.all(workers.map((worker) => new Promise<number | null>((exited) => worker.once('exit', exited).process.kill('SIGTERM'))));
}

/**
 * The primary forks workers and replaces any that crash, but not one that could not start (a port
 * in use): then it stops the others and exits as that worker did. Returns what stops them all.
 */
function startPrimary(config: ServerConfig, logger: Logger): () => Promise<void> {
  let stopping = false;
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // The worker said why on stderr (a port in use): another would fail the same way.
    if (code === START_FAILED) {
      stopping = true;
      void stopWorkers().then(() => process.exit(START_FAILED));
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, 'worker died; starting another');
    cluster.fork();
  });
  return async () => {
    stopping = true;
    const codes = await stopWorkers();
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
