/**
 * Process entry: read the configuration and listen at once; make the app, then store every fixed
 * document behind the readiness probe (/readyz); drain on SIGTERM or SIGINT and exit 0; on an
 * uncaught error, log it, drain and exit 1 so the orchestrator restarts the process
 * (close-with-grace). One process per container: an orchestrator scales replicas. A start that
 * fails for a reason the operator can fix (a bad setting, a port in use, no build) says so in one
 * line, without a stack.
 */
import closeWithGrace from 'close-with-grace';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp } from './src/server/app.server';
import { loadConfig } from './src/server/config.server';
import { createHttpServer, drain, listen } from './src/server/http.server';
import { createDevelopmentLogger, createLogger } from './src/server/logging.server';
import { RefusalLog } from './src/server/refusalLog.server';
import { START_FAILED, StartupError } from './src/server/config.server';

try {
  const config = loadConfig();
  const logger = config.nodeEnv === 'development' ? await createDevelopmentLogger(config) : createLogger(config);
  const refusals = new RefusalLog(logger);
  // Requests that come while the app is being made (its renderer loads, a few hundred ms) wait for it.
  const early: Array<[IncomingMessage, ServerResponse]> = [];
  const server = createHttpServer(config.timeouts, (req, res) => early.push([req, res]));
  const address = await listen(server, config.port, config.host);
  // pino's base fields carry the pid; `startupMs` is process start to listening.
  const url = `http://${address.address}:${address.port}`;
  logger.info({ url, env: config.nodeEnv, startupMs: Math.round(performance.now()) }, 'listening');
  // In development Vite's HMR websocket shares this server (and port) rather than opening its own.
  const vite =
    config.nodeEnv === 'development'
      ? await (await import('vite')).createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
      : undefined;
  // Each drain is bounded by SHUTDOWN_TIMEOUT_MS; the outer bound only guards against one that never ends.
  const delay = config.timeouts.shutdownMs + 5_000;
  closeWithGrace({ delay, logger: false, onTimeout: () => logger.error('did not stop in time') }, async ({ signal, err }) => {
    if (err) logger.fatal({ err }, 'uncaught exception');
    else logger.info({ signal }, 'draining');
    await drain(server, config.timeouts.shutdownMs, logger);
    refusals.flush();
    await vite?.close();
    logger.info('stopped');
  });
  const site = await createApp({ config, logger, refusals, vite });
  server.removeAllListeners('request').on('request', site.app);
  for (const [req, res] of early.splice(0)) site.app(req, res);
  // A warm-up that fails (the build cannot render its own pages) is an unhandled rejection: logged, drained, exit 1.
  void site.warm().then(() => logger.info({ readyMs: Math.round(performance.now()) }, 'ready'));
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(START_FAILED);
}
