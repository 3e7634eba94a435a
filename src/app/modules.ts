/**
 * Where pages and words live: the one statement of the convention. The page loader, the words
 * registry, the hydration plan, vite.config.ts, the size report and the tests read it. Vite's
 * `import.meta.glob` takes literal patterns only, so the two globs (src/app/pages.tsx,
 * src/entry-server.tsx) restate it, and tests/unit/modules.test.ts holds them to it: a renamed
 * folder fails a test instead of a page.
 */
export const PAGES_DIR = 'src/pages';
/** The client bundle's entry, as Vite's manifest names it. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const WORDS_DIR = 'src/content';

/** `Home` → `src/pages/Home.tsx`: one page per file, named as the route table names it. */
export const pageModule = (page: string) => `${PAGES_DIR}/${page}.tsx`;

/** (`es`, `community`) → `src/content/es/community.ts`: one module of words per language and name. */
export const wordsModule = (locale: string, name: string) => `${WORDS_DIR}/${locale}/${name}.ts`;

/** The language and name of a words module (`/src/content/es/community.ts` too), or undefined for any other module. */
export function wordsModuleAt(id: string): { locale: string; name: string } | undefined {
  const [locale, file, ...rest] = id
    .replace(/^\//, '')
    .slice(WORDS_DIR.length + 1)
    .split('/');
  if (!id.replace(/^\//, '').startsWith(`${WORDS_DIR}/`) || rest.length > 0 || !file?.endsWith('.ts')) return undefined;
  return { locale: locale!, name: file.slice(0, -'.ts'.length) };
}
