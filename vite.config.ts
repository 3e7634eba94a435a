import type { ChunkingContext } from 'rolldown';
import { defaultServerConditions, defineConfig, type Plugin, type UserConfig } from 'vite';
import { readdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import serverExternals from './server-externals.json' with { type: 'json' };
import { CLIENT_ENTRY } from './src/app/hydrationPlan';
import { PAGES_DIR, pageModule, WORDS_DIR, wordsModule } from './src/app/modules';
import { routes } from './src/routes';

/** Where the build goes; DIST_DIR lets parallel checkouts or test runs keep separate builds. */
const distDir = process.env.DIST_DIR ?? 'dist';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `.br` and `.gz` siblings next to every compressible client file, so the server
 * serves pre-compressed bytes instead of compressing the same asset on every request.
 */
function precompress(): Plugin {
  return {
    name: 'scan:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const path = join(outDir, file);
            const source = await readFile(path);
            if (source.length < 512) return;
            await writeFile(
              `${path}.br`,
              brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
          }),
      );
    },
  };
}

/**
 * Values the build fixes in the code. The copyright year is the build's (or SOURCE_DATE_EPOCH's,
 * for a reproducible build), never the clock's at render time: a document must not change
 * while the server runs.
 */
export const buildDefines = {
  __BUILD_YEAR__: String(
    new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now()).getUTCFullYear(),
  ),
};

/**
 * After both bundles: render every state the server can produce with the built server entry and
 * write the rules Emotion collected to dist/server/stylesheet.css. Every document carries that
 * one stylesheet, allowed by its hash, instead of style elements next to each component.
 */
async function writeStylesheet() {
  const entry = (await import(pathToFileURL(resolve(distDir, 'server', 'entry-server.js')).href)) as {
    collectStylesheet(): Promise<string>;
  };
  const stylesheet = await entry.collectStylesheet();
  await writeFile(resolve(distDir, 'server', 'stylesheet.css'), stylesheet);
}

/**
 * The production server bundle carries every package it runs, so the image ships dist/ and no
 * node_modules. Every package is bundled except those server-externals.json lists, each with
 * its reason (scripts/docker-runtime-check.mjs holds the bundle to that list). Build only: in
 * development Vite's module runner loads packages from node_modules as Node does.
 */
function selfContainedServer(): Plugin {
  return {
    name: 'scan:self-contained-server',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        resolve: {
          noExternal: true,
          external: Object.keys(serverExternals),
          // Node's own `module-sync` condition picks a package's ESM build where it has one
          // (react-router-dom): tree-shaken, and it honours the react-router alias below, so the
          // bundle holds one react-router, not its development build beside the production one.
          conditions: ['module-sync', ...defaultServerConditions],
        },
        // A production build: libraries that pick their build from NODE_ENV when loaded (react,
        // react-dom/server) bring only the production one, and Express runs in production mode
        // whatever NODE_ENV the process is given.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // public/ is served from dist/client; the server bundle needs no copy of it.
        build: { copyPublicDir: false },
      };
    },
  };
}

/** Every words module, each its own entry of the client build: the browser imports them by URL (src/i18n/words.tsx). */
function wordsModules(): string[] {
  return readdirSync(WORDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) => readdirSync(join(WORDS_DIR, locale.name)).map((file) => wordsModule(locale.name, file.replace(/\.ts$/, ''))));
}

/** The libraries every page renders with. */
const LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;

/**
 * The entry file: everything the client entry imports (the app's frame), the libraries, and
 * what the home page's first screen shares with other pages. Most visitors land on `/`, which
 * loads those anyway; every other page then finds them in the entry it already has. Decided by
 * the module graph, not by a list of files.
 */
function entryGroup(): (id: string, context: ChunkingContext) => string | null {
  let inEntry: Set<string> | undefined;
  const closureOf = (id: string, context: ChunkingContext, into = new Set<string>()) => {
    if (into.has(id)) return into;
    into.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) closureOf(imported, context, into);
    return into;
  };
  return (id, context) => {
    if (!inEntry) {
      const [home, ...others] = [...new Set(routes.map((route) => route.page))].map((page) => closureOf(resolve(pageModule(page)), context));
      const sharedWithHome = [...home!].filter((module) => !module.includes(`/${PAGES_DIR}/`) && others.some((closure) => closure.has(module)));
      inEntry = new Set([...closureOf(resolve(CLIENT_ENTRY), context), ...sharedWithHome]);
    }
    return LIBRARIES.test(id) || inEntry.has(id) ? 'entry' : null;
  };
}

/**
 * `"use client"` at the top of react-router and lucide-react modules marks them for React Server
 * Components, which this site does not use: bundling drops the directive, as it should, and
 * rolldown says so on every build. Only that message, for those directives, is left out.
 */
const onLog: NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog'] = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
  handler(level, log);
};

export default defineConfig({
  define: buildDefines,
  build: { rolldownOptions: { onLog } },
  resolve: {
    alias: [
      // react-router's package exports only its development build; the browser gets the
      // production one (no dev-only checks and warnings, noticeably smaller).
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
  plugins: [precompress(), selfContainedServer()],
  environments: {
    client: {
      build: {
        outDir: `${distDir}/client`,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          input: [CLIENT_ENTRY, ...wordsModules()],
          // Words modules are entries whose default export the browser imports.
          preserveEntrySignatures: 'exports-only',
          output: {
            // Every request costs headers on the wire and a fetch the browser starts on its main
            // thread, and each chunk is one more module to instantiate: a route's first load is
            // at most six files (tests/unit/bundle.test.ts).
            codeSplitting: {
              groups: [
                { name: entryGroup(), priority: 2 },
                {
                  // What two or more pages share below the frame (cards, grids, form fields, icons):
                  // one small chunk instead of a dozen files of a few hundred bytes.
                  name: 'ui',
                  test: /[\\/](src[\\/]components[\\/]ui|node_modules[\\/]lucide-react)[\\/]/,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: `${distDir}/server`,
        emptyOutDir: true,
        rolldownOptions: {
          input: { 'entry-server': 'src/entry-server.tsx', server: 'server.ts' },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      await writeStylesheet();
    },
  },
});
