/**
 * A child-process entry for lifecycle tests: runs the real `runServer` (the code server.ts
 * runs) from the environment, optionally with a test-only render fault, and on request
 * throws an uncaught exception once listening. Run with `node --import tsx`.
 */
import type { FaultInjection } from '../../src/components/FaultInjection';
import { loadConfig } from '../../src/server/config.server';
import { runServer } from '../../src/server/httpServer.server';

const fault = process.env.TEST_FAULT as FaultInjection | undefined;
await runServer(loadConfig(), fault ? { faultInjection: fault } : {});

if (process.env.TEST_CRASH_AFTER_LISTEN) {
  setTimeout(() => {
    throw new Error('deliberate crash for the lifecycle test');
  }, 10);
}
