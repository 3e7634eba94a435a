/**
 * Process entry: read the configuration once and run the site (src/server/httpServer.server.ts
 * holds the listen, timeout, cluster and graceful-shutdown logic, so tests exercise it too).
 */
import { loadConfig } from './src/server/config.server';
import { runServer } from './src/server/httpServer.server';

await runServer(loadConfig());
