/**
 * Process entry: read the configuration, start one server or a cluster of them, apply
 * timeouts, drain on SIGTERM/SIGINT, and exit non-zero on an uncaught error so the
 * orchestrator restarts the process.
 */
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from './src/server/app.server';
import { loadConfig, type ServerConfig } from './src/server/config.server';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

function exitOnCrash() {
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
}

/** Stops accepting, lets in-flight responses finish (bounded), then exits 0. */
function drainOnSignals(server: Server, cfg: ServerConfig, onClosed: () => Promise<void>) {
  let draining = false;
  const drain = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    logger.info({ signal }, 'draining');
    server.close(() => {
      void onClosed().then(() => {
        logger.info('stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
    // Keep-alive sockets that go idle while draining are closed as they appear.
    setInterval(() => server.closeIdleConnections(), 250).unref();
    setTimeout(() => {
      logger.warn('shutdown timeout reached: closing remaining connections');
      server.closeAllConnections();
    }, cfg.timeouts.shutdownMs).unref();
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}

async function startServer(cfg: ServerConfig) {
  exitOnCrash();
  const vite =
    cfg.nodeEnv === 'development'
      ? await (await import('vite')).createServer({ server: { middlewareMode: true }, appType: 'custom' })
      : undefined;
  const app = await createApp({ config: cfg, logger, ...(vite ? { vite } : {}) });

  const server = createServer(app);
  server.headersTimeout = cfg.timeouts.headersMs;
  server.requestTimeout = cfg.timeouts.requestMs;
  server.keepAliveTimeout = cfg.timeouts.keepAliveMs;

  drainOnSignals(server, cfg, async () => {
    await vite?.close();
  });
  server.listen(cfg.port, cfg.host, () => {
    logger.info({ url: `http://${cfg.host}:${cfg.port}`, env: cfg.nodeEnv, pid: process.pid }, 'listening');
  });
}

/** The primary forks workers, replaces any that crash, and passes signals on to them. */
function startCluster(cfg: ServerConfig) {
  let stopping = false;
  for (let i = 0; i < cfg.workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (config.workers > 1 && cluster.isPrimary) startCluster(config);
else await startServer(config);
