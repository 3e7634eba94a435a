import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defaultServerConditions, defineConfig } from 'vite';
import { BUILD_STAMP, buildInputsDigest } from './scripts/build-inputs.mjs';
import { writeSocialCards } from './scripts/socialCards/build.ts';
import serverExternals from './server-externals.json' with { type: 'json' };
import { iconSpritePlugin } from './scripts/iconSprite/plugin.ts';
import { messagesModules, messagesPlugin } from './scripts/messages/plugin.ts';
import { CLIENT_ENTRY, PAGES_DIR, pageModule } from './src/app/modules.ts';
import { EFFORT, encode } from './src/server/compression.server.ts';
import { inviteRoute, notFoundRoute, routes } from './src/routes.ts';
import type { CollectedStylesheets, SiteStylesheets } from './src/entry-server.tsx';
import { STYLESHEETS_FILE } from './src/styles/emotionCache.ts';

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

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * `.br` and `.gz` siblings of the client's files, so the server never compresses a file per
 * request: the most each file can be compressed, once, on the thread pool's threads at once.
 */
async function precompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
  await Promise.all(files.map((file) => precompressFile(join(dir, file))));
}

async function precompressFile(path: string): Promise<void> {
  const source = await readFile(path);
  if (source.length < 512) return;
  const [br, gz] = await Promise.all([encode(source, 'br', EFFORT.build), encode(source, 'gzip', EFFORT.build)]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * The stylesheets (src/entry-server.tsx: collectStylesheets): the shared one as a hashed file in
 * the client's assets, which every document links and browsers keep a year; each page's own rules,
 * and the shared one's address, for the server, whose documents carry them inline.
 */
async function writeStylesheets({ shared, own }: CollectedStylesheets): Promise<void> {
  const file = `assets/site-${createHash('sha256').update(shared).digest('base64url').slice(0, 10)}.css`;
  await writeFile(resolve(distDir, 'client', file), shared);
  await precompressFile(resolve(distDir, 'client', file));
  const stylesheets: SiteStylesheets = { sharedHref: `/${file}`, own };
  await writeFile(resolve(distDir, 'server', STYLESHEETS_FILE), JSON.stringify(stylesheets));
}

/** react-dom's client, which the entry imports in a task of its own (src/entry-client.tsx), ships in the entry file. */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/** A module and everything it imports statically: what loads with it. */
function closureOf(id: string, context: ChunkingContext, into = new Set<string>()): Set<string> {
  if (into.has(id)) return into;
  into.add(id);
  for (const imported of context.getModuleInfo(id)?.importedIds ?? []) closureOf(imported, context, into);
  return into;
}

/** Each page's static closure, the home page's first (the route table's, then the invite and not-found pages). */
const pageClosures = (context: ChunkingContext) =>
  [...new Set([...routes, inviteRoute, notFoundRoute].map((route) => route.page))].map((page) =>
    closureOf(resolve(pageModule(page)), context),
  );

/**
 * The entry file: everything the client entry imports (the app's frame and its libraries), and
 * what the home page's first screen shares with other pages. Most visitors land on `/`, which
 * loads those anyway; every other page then finds them in the entry it already has. Decided by
 * the module graph, not by a list of files.
 */
function entryModules(context: ChunkingContext): Set<string> {
  const [home, ...others] = pageClosures(context);
  const sharedWithHome = [...home!].filter((module) => !module.includes(`/${PAGES_DIR}/`) && others.some((closure) => closure.has(module)));
  return new Set([...closureOf(resolve(CLIENT_ENTRY), context), ...sharedWithHome]);
}

function entryGroup(): (id: string, context: ChunkingContext) => string | null {
  let inEntry: Set<string> | undefined;
  return (id, context) => {
    inEntry ??= entryModules(context);
    return REACT_DOM.test(id) || inEntry.has(id) ? 'entry' : null;
  };
}

/** The primitives of every page's opening (see the `ui` group below). */
const UI_MODULES =
  /[\\/](?:src[\\/]components[\\/]ui[\\/](?:BareList|Button|Card|CardGrid|Container|ExternalLink|Eyebrow|IntroText|PageIntro|Pill|VisuallyHidden|forwardProps|iconHolder|spriteIcon)\.tsx?|src[\\/]styles[\\/](?:theme|container|motionCss|visuallyHidden)\.ts|src[\\/]content[\\/]communityAnchors\.ts|node_modules[\\/]@emotion[\\/](?:styled|is-prop-valid|memoize)[\\/].*)$/;
/** The account forms' parts (see the `forms` group below). */
const FORM_MODULES =
  /[\\/]src[\\/](?:components[\\/]account[\\/](?:AuthScreen|DemoAccountForm)\.tsx|components[\\/]ui[\\/](?:Field|PasswordInput|SplitRow|useFormValues)\.tsx?|content[\\/]accountData\.ts)$/;
/** The frame's deferred parts (see the `layout` group below). */
const LAYOUT_MODULES =
  /[\\/]src[\\/](?:components[\\/]layout[\\/]|content[\\/]navigation\.ts$|lib[\\/]navTarget\.ts$|styles[\\/]themeChoice\.ts$)/;

/** The site's own code and the icons it draws: what a deferred section is made of. */
const SECTION_PART = /^\0sprite-icon:|[\\/]src[\\/](?:components|content|i18n|lib)[\\/]/;

/**
 * What deferred sections (src/app/deferred.tsx) share and no page's first load needs (section
 * frames, icon tiles, the drawn phones' screens, the icons): one file, fetched once, rather than
 * a file of a few hundred bytes for each set of sections that share a part, each costing a
 * request's headers. Not a part that imports a page's own first-load code (a page's data): the
 * group would take that code with it, and the page's first load would fetch the whole group; nor
 * a form, which would bring the forms' chunk to every page that has a deferred section.
 */
function sectionsGroup(): (id: string, context: ChunkingContext) => string | null {
  let firstLoad: Set<string> | undefined;
  let pagesOwn: Set<string> | undefined;
  return (id, context) => {
    if (!firstLoad || !pagesOwn) {
      const inEntry = entryModules(context);
      firstLoad = new Set([...inEntry, ...pageClosures(context).flatMap((closure) => [...closure])]);
      pagesOwn = new Set(
        [...firstLoad].filter(
          (module) => !inEntry.has(module) && ![UI_MODULES, FORM_MODULES, LAYOUT_MODULES].some((group) => group.test(module)),
        ),
      );
    }
    if (!SECTION_PART.test(id) || firstLoad.has(id)) return null;
    return [...closureOf(id, context)].some((module) => pagesOwn!.has(module) || FORM_MODULES.test(module)) ? null : 'sections';
  };
}

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
          output: {
            // Each file costs headers on the wire and a fetch the browser starts on its main thread:
            // a route's first load is at most six files (tests/http/first-load.test.ts).
            codeSplitting: {
              groups: [
                { name: entryGroup(), debugName: 'entry', priority: 4 },
                // The primitives of every page's opening (the theme and Emotion's styled(), the intro,
                // buttons, cards, lists, the sprite's icon component; not the icons, which go with the
                // pages that draw them), and the community page's section ids, which the footer's
                // links share: one chunk the pages share.
                {
                  name: 'ui',
                  test: UI_MODULES,
                  minShareCount: 2,
                  priority: 3,
                },
                // The account forms' parts (the sign-in and sign-up screens, their fields and the demo
                // account's links): one chunk, the forms below other pages' openings fetching it too.
                {
                  name: 'forms',
                  test: FORM_MODULES,
                  priority: 3,
                },
                { name: sectionsGroup(), debugName: 'sections', minShareCount: 2, priority: 1 },
                // The frame's parts that come once the page has hydrated (the footer, the header's
                // panel and language menu, the error message): one file, fetched once.
                {
                  name: 'layout',
                  test: LAYOUT_MODULES,
                  priority: 2,
                },
              ],
            },
          },
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
              rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx', server: 'server.ts' } },
            },
          },
  },
  builder: {
    async buildApp(builder) {
      // The sources as they are when the build starts: a file saved during it makes the build stale.
      const inputsDigest = buildInputsDigest();
      await builder.build(builder.environments.client!);
      // After the client's bundle rather than in a plugin hook of it: compressing is the slowest step
      // of the build, and the bundler would report it as a slow plugin on every build.
      await precompress(resolve(distDir, 'client'));
      await builder.build(builder.environments.ssr!);
      // Every rule a server render can produce: what every page shares as one file, each page's
      // own for its documents to carry inline, allowed by its hash.
      const entry = (await import(
        pathToFileURL(resolve(distDir, 'server', 'entry-server.js')).href
      )) as typeof import('./src/entry-server');
      await writeStylesheets(await entry.collectStylesheets());
      // Every page's social card in every language, from the words the server bundle renders
      // (scripts/socialCards, decision 022).
      const cardsStartedAt = performance.now();
      const cards = await writeSocialCards(entry.socialCardPages(), {
        clientDir: resolve(distDir, 'client'),
        serverDir: resolve(distDir, 'server'),
        cacheDir: resolve('node_modules', '.cache', 'scan-social-cards'),
      });
      const sizes = cards.sizes.toSorted((a, b) => a - b);
      builder.config.logger.info(
        `social cards: ${sizes.length} (${cards.drawn} drawn, ${sizes.length - cards.drawn} cached), ` +
          `${(sizes[0]! / 1000).toFixed(1)}–${(sizes.at(-1)! / 1000).toFixed(1)} kB, median ${(sizes[sizes.length >> 1]! / 1000).toFixed(1)} kB, ` +
          `in ${((performance.now() - cardsStartedAt) / 1000).toFixed(2)} s`,
      );
      // Last, so an interrupted build is never taken for a current one (`npm start`).
      await writeFile(resolve(distDir, BUILD_STAMP), inputsDigest);
    },
  },
}));
