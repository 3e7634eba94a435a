import { defineConfig } from 'vitest/config';
import { buildDefines } from './vite.config.ts';

export default defineConfig({
  define: buildDefines,
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    globalSetup: ['tests/support/globalSetup.ts'],
    reporters: ['default'],
  },
});
