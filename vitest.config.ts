import { defineConfig } from 'vitest/config';
import { iconSpritePlugin } from './scripts/iconSprite/plugin.ts';
import { messagesPlugin } from './scripts/messages/plugin.ts';
import { buildDefines } from './vite.config.ts';

/** A unit test that changes how React itself loads, so it cannot share a worker's modules. */
const ISOLATED_UNIT_TESTS = 'tests/unit/determinism.test.ts';
/** The suites of the engines besides Chromium: a project of their own, so CI can run them as a shard of their own. */
const OTHER_ENGINES = ['tests/e2e/firefox.test.ts', 'tests/e2e/webkit.test.ts'];

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
    // expect.poll waits as long as the pages' own waits (tests/support/engine.ts): a page driven over
    // WebDriver on two busy cores can take more than the default second to show what it will show.
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      // `npm run test:unit`: pure logic and renders from the sources, no build needed. The files
      // share their workers' modules (no isolation): each would otherwise import and compile the
      // catalogs and the app again, which took half of the project's time.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: [ISOLATED_UNIT_TESTS], isolate: false },
      },
      // Renders with React's production build (it sets NODE_ENV before React loads): a worker of its own.
      { extends: true, test: { name: 'unit:isolated', include: [ISOLATED_UNIT_TESTS] } },
      // The built server over HTTP and in Chromium (`npm test` builds first); globalSetup starts the
      // one server and the one Chromium every file shares.
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/http/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.{ts,tsx}'],
          exclude: OTHER_ENGINES,
          globalSetup: ['tests/support/globalSetup.ts'],
          // No file mocks a module or changes the environment: they share their workers' modules,
          // which each would otherwise import again (the catalogues, the routes, the test support).
          isolate: false,
        },
      },
      // The same build in Firefox and WebKit (tests/e2e/engineSuite.ts): `vitest run --project build:engines`.
      { extends: true, test: { name: 'build:engines', include: OTHER_ENGINES, globalSetup: ['tests/support/globalSetup.ts'] } },
    ],
  },
});
