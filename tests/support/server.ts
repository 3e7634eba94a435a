import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import { pino } from 'pino';
import { createSite } from '../../src/server/site.server';
import { loadConfig, type ServerConfig } from '../../src/server/config.server';
import { faultyBuild } from './faultyBuild';

export type Env = Record<string, string | undefined>;

export interface TestAppOptions {
  env?: Env;
  /** Run on the faulty build (tests/support/faultyBuild): help-centre searches can inject faults. */
  faults?: boolean;
}

/** A production-mode configuration (built dist/, silent logs), with optional overrides. */
export function testConfig(env: Env = {}): ServerConfig {
  return loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env });
}

export function testApp(options: TestAppOptions = {}): Promise<RequestListener> {
  return createSite({
    config: testConfig(options.env),
    logger: pino({ level: 'silent' }),
    ...(options.faults ? { distDir: faultyBuild() } : {}),
  });
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Starts the app on 127.0.0.1 on a free port. */
export async function startTestServer(options: TestAppOptions = {}): Promise<RunningServer> {
  const app = await testApp(options);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
