/**
 * Process entry: read the configuration once and run the site (src/server/httpServer.server.ts
 * holds the listen, timeout, cluster and graceful-shutdown logic, so tests exercise it too). A
 * start that fails for a reason the operator can fix (a bad setting, a port in use, no build)
 * says so in one line, without a stack, and exits non-zero.
 */
import { loadConfig } from './src/server/config.server';
import { runServer } from './src/server/httpServer.server';
import { START_FAILED, StartupError } from './src/server/startupError.server';

try {
  await runServer(loadConfig());
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(START_FAILED);
}
