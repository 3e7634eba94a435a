/**
 * THE route table. The server's status codes, the client's <Routes>, navigation, the sitemap
 * and the tests all read this list; nothing else repeats it.
 */
export type PageName =
  | 'Home'
  | 'HowItWorks'
  | 'Community'
  | 'SignIn'
  | 'SignUp'
  | 'Dashboard'
  | 'Profile'
  | 'Privacy'
  | 'Terms'
  | 'Eula'
  | 'AppDownload'
  | 'Business';

/**
 * The query vocabularies a page can read: the help centre's search (`q`, `category`). The server
 * puts each in its one canonical spelling (src/server/documentRequest.server.ts), so the
 * table, which every page's first load carries, holds no parsing code.
 */
export type QueryVocabulary = 'faq';

export interface AppRoute {
  path: string;
  /** Module in src/pages/ that renders the route. */
  page: PageName;
  /** Path of the canonical URL when the route duplicates another one. */
  canonicalPath?: string;
  /**
   * For a page that reads its URL's query: what it reads. The server renders and keeps one
   * document per canonical spelling of it; every other parameter (`utm_…`, `gclid`, `ref`)
   * changes nothing. Pages without it read no query at all.
   */
  readsQuery?: QueryVocabulary;
}

/**
 * Every page of the site, in English at these paths and in every other language under its
 * prefix (src/i18n/locales.ts). Titles, descriptions and headings are copy, per language: the
 * shell's `pages` (src/content/en/shell.ts).
 */
export const routes = [
  { path: '/', page: 'Home' },
  { path: '/how-it-works', page: 'HowItWorks' },
  { path: '/community', page: 'Community', readsQuery: 'faq' },
  { path: '/support', page: 'Community', canonicalPath: '/community', readsQuery: 'faq' },
  { path: '/signin', page: 'SignIn' },
  { path: '/signup', page: 'SignUp' },
  { path: '/dashboard', page: 'Dashboard' },
  { path: '/profile', page: 'Profile' },
  { path: '/privacy', page: 'Privacy' },
  { path: '/terms', page: 'Terms' },
  { path: '/eula', page: 'Eula' },
  { path: '/app-download', page: 'AppDownload' },
  { path: '/business', page: 'Business' },
] as const satisfies readonly AppRoute[];

export type RoutePath = (typeof routes)[number]['path'];

/** Looks a path (within a language) up in the table; a single trailing slash is tolerated. */
export function findRoute(pathname: string): AppRoute | undefined {
  const normalized = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return routes.find((route) => route.path === normalized);
}

/**
 * Where the not-found page is rendered: a path no route matches, in each language. The page
 * never shows the path it was asked for, so every unknown path answers this one document.
 */
export const notFoundRoute = { location: '/404' } as const;
