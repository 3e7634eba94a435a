import type { Express } from 'express';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp, type Site } from '../../src/server/app.server';
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

/** The site as server.ts makes it, its warm-up not awaited. */
export function testSite(options: TestAppOptions = {}): Promise<Site> {
  return createApp({
    config: testConfig(options.env),
    logger: pino({ level: 'silent' }),
    ...(options.faults ? { distDir: faultyBuild() } : {}),
  });
}

/** The Express app once every fixed document is stored. */
export async function testApp(options: TestAppOptions = {}): Promise<Express> {
  const site = await testSite(options);
  await site.warm();
  return site.app;
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * The origin of the run's one production server (globalSetup.ts), warmed once: for every test
 * that needs the default configuration and the real build. It is shared, so a test that must see
 * a server's first request, its logs or another configuration starts its own (`startTestServer`).
 */
export function sharedSiteUrl(): string {
  return inject('siteUrl');
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
