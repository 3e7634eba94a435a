import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { pino } from 'pino';
import type { FaultInjection } from '../../src/components/FaultInjection';
import { createApp, type SiteApp } from '../../src/server/app.server';
import { loadConfig, type ServerConfig } from '../../src/server/config.server';

export type Env = Record<string, string | undefined>;

/** A production-mode configuration (built dist/, silent logs), with optional overrides. */
export function testConfig(env: Env = {}): ServerConfig {
  return loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env });
}

export function testApp(options: { env?: Env; faultInjection?: FaultInjection } = {}): Promise<SiteApp> {
  return createApp({
    config: testConfig(options.env),
    logger: pino({ level: 'silent' }),
    ...(options.faultInjection ? { faultInjection: options.faultInjection } : {}),
  });
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Starts the app on 127.0.0.1 on a free port. */
export async function startTestServer(options: { env?: Env; faultInjection?: FaultInjection } = {}): Promise<RunningServer> {
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
