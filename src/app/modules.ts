/**
 * Where pages and messages live: the one statement of the convention. The page loader, the
 * messages registry, the hydration plan, vite.config.ts, the messages plugin, the size report and
 * the tests read it. Vite's `import.meta.glob` takes literal patterns only, so the pages' glob
 * (src/app/pages.tsx) restates it, and tests/unit/modules.test.ts holds it to it.
 */
export const PAGES_DIR = 'src/pages';
/** The client bundle's entry, as Vite's manifest names it. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** `Home` → `src/pages/Home.tsx`: one page per file, named as the route table names it. */
export const pageModule = (page: string) => `${PAGES_DIR}/${page}.tsx`;

/** The catalogs: `messages/<locale>.json` (ICU messages by area), `messages/<locale>/legal/<name>.md`. */
export const MESSAGES_DIR = 'messages';
export const catalogFile = (locale: string) => `${MESSAGES_DIR}/${locale}.json`;
export const legalFile = (locale: string, name: string) => `${MESSAGES_DIR}/${locale}/legal/${name}.md`;

const MESSAGES_MODULE = 'virtual:messages/';

/**
 * (`es`, `community`) → `virtual:messages/es/community`: one area of one language's catalog, compiled
 * by the build (scripts/messages/plugin.ts), a client entry the browser imports by its URL.
 */
export const messagesModule = (locale: string, area: string) => `${MESSAGES_MODULE}${locale}/${area}`;

/**
 * `virtual:messages-by-language/<area>`: one area's module in every language, as a loader by
 * language code, for a part that shows the words of a language other than the page's.
 */
export const BY_LANGUAGE_MODULE = 'virtual:messages-by-language/';

/** Every area of every language, compiled, for the server. */
export const ALL_MESSAGES_MODULE = `${MESSAGES_MODULE}all`;

/** The language and area of a messages module's id (Vite's `\0` prefix too), or undefined for any other module. */
export function messagesModuleAt(id: string): { locale: string; area: string } | undefined {
  const [locale, area, ...rest] = id.replace(/^\0/, '').startsWith(MESSAGES_MODULE)
    ? id.replace(/^\0/, '').slice(MESSAGES_MODULE.length).split('/')
    : [];
  return locale && area && rest.length === 0 ? { locale, area } : undefined;
}
