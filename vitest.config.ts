import { defineConfig } from 'vitest/config';
import { iconSpritePlugin } from './scripts/iconSprite/plugin.ts';
import { messagesPlugin } from './scripts/messages/plugin.ts';
import { buildDefines } from './vite.config.ts';

export default defineConfig({
  define: buildDefines,
  // Unit tests import the compiled catalogs and draw the icons as the build does, without a build.
  plugins: [messagesPlugin(), iconSpritePlugin()],
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      // `npm run test:unit`: pure logic and renders from the sources, no build needed. The files
      // share their workers' modules (no isolation): each would otherwise import and compile the
      // catalogs and the app again, which took half of the project's time.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false } },
      // The built server over HTTP and in real browsers (`npm test` builds first).
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/http/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/support/globalSetup.ts'],
        },
      },
    ],
  },
});
