// How the client build splits its code (vite.config.ts): a route's first load in few files, and
// what pages share fetched once. Decided by the module graph, not by a list of files.
import { resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { CLIENT_ENTRY, PAGES_DIR, pageModule } from '../../src/app/modules.ts';
import { inviteRoute, notFoundRoute, routes } from '../../src/routes.ts';

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

/**
 * The client bundle's groups, made afresh for each build (the entry's and the sections' remember
 * the module graph they read). Each file costs headers on the wire and a fetch the browser starts
 * on its main thread: a route's first load is at most six files (tests/http/first-load.test.ts).
 */
export const chunkGroups = () => [
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
];
