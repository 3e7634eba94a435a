import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';
import { chunkGroups } from './scripts/build/chunks.ts';
import { buildSite } from './scripts/build/site.ts';
import serverExternals from './server-externals.json' with { type: 'json' };
import { iconSpritePlugin } from './scripts/iconSprite/plugin.ts';
import { messagesModules, messagesPlugin } from './scripts/messages/plugin.ts';
import { CLIENT_ENTRY } from './src/app/modules.ts';

/** Where the build goes; DIST_DIR lets parallel checkouts or test runs keep separate builds. */
const distDir = process.env.DIST_DIR ?? 'dist';

/** When the build was made: SOURCE_DATE_EPOCH's time, for a reproducible build, or now. */
const builtAt = new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now());

/**
 * Values the build fixes in the code. The copyright year and security.txt's expiry are the
 * build's, never the clock's at render time: a document must not change while the server runs.
 */
export const buildDefines = {
  __BUILD_YEAR__: String(builtAt.getUTCFullYear()),
  __BUILD_TIME__: JSON.stringify(builtAt.toISOString()),
};

export default defineConfig(({ command }) => ({
  define: buildDefines,
  // `"use client"` marks react-router and lucide-react modules for React Server Components, which
  // this site does not use: bundling drops the directive, as it should, without saying so each time.
  build: {
    rolldownOptions: { checks: { moduleLevelDirective: false } },
  },
  resolve: {
    // react-router's package exports only its development build; the browser gets the production
    // one (no dev-only checks and warnings, noticeably smaller).
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  // Fast Refresh in development: an edit to a component updates it in place, keeping its state
  // (with @vitejs/plugin-react/preamble in src/entry-client.tsx, since the server writes the HTML);
  // the catalogs compiled into modules, an edited one updating in place too; the icons drawn from one sprite.
  plugins: [react({ jsxImportSource: '@emotion/react' }), messagesPlugin(), iconSpritePlugin()],
  environments: {
    client: {
      build: {
        outDir: `${distDir}/client`,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          input: [CLIENT_ENTRY, ...messagesModules()],
          // Messages modules are entries whose default export the browser imports.
          preserveEntrySignatures: 'exports-only',
          // Emotion imports its copy of hoist-non-react-statics (and, through it, react-is) for
          // `withTheme` alone, by a bare import that bundlers must keep unless told the module
          // has no side effects; the site never calls `withTheme`. 1 KB gzip less on every page.
          treeshake: {
            moduleSideEffects: [{ test: /[\\/](?:hoist-non-react-statics|react-is|_isolated-hnrs)[\\/]/, sideEffects: false }],
          },
          // scripts/build/chunks.ts: a route's first load in at most six files, what pages share fetched once.
          output: { codeSplitting: { groups: chunkGroups() } },
        },
      },
    },
    // The production server bundle carries every package it runs, so the image ships dist/ and no
    // node_modules: all but those server-externals.json lists, each with its reason
    // (scripts/docker-runtime-check.mjs holds the bundle to that list). In development Vite's
    // module runner loads packages from node_modules as Node does, but for lucide's icons, which the
    // sprite's plugin resolves on the server as in the browser.
    ssr:
      command !== 'build'
        ? { resolve: { noExternal: ['lucide-react'] } }
        : {
            resolve: {
              noExternal: true,
              external: Object.keys(serverExternals),
              // Node's `module-sync` condition picks a package's ESM build where it has one (react-router-dom):
              // tree-shaken, and honouring the alias above, so the bundle holds one react-router.
              conditions: ['module-sync', ...defaultServerConditions],
            },
            // Libraries that pick their build from NODE_ENV when loaded (react, react-dom/server, Express)
            // run their production build whatever NODE_ENV the process is given.
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              outDir: `${distDir}/server`,
              emptyOutDir: true,
              copyPublicDir: false,
              rolldownOptions: {
                input: { 'entry-server': 'src/entry-server.tsx', 'entry-build': 'src/entry-build.tsx', server: 'server.ts' },
              },
            },
          },
  },
  // scripts/build/site.ts: the client, its files precompressed, the server, then what the server bundle renders for itself.
  builder: { buildApp: (builder) => buildSite(builder, distDir) },
}));
