import type { Catalog, MessagesName } from './i18n/messages';

/**
 * The query vocabularies a page can read: the help centre's search (`q`, `category`). The server
 * puts each in its one canonical spelling (src/server/requestTarget.server.ts), so this table,
 * which every page's first load carries, holds no parsing code.
 */
export type QueryVocabulary = 'faq';

/** What a page's social card draws beside its words (scripts/socialCards/visuals.ts). */
export type CardVisual = 'quest' | 'form' | 'stats' | 'chat' | 'document' | 'dataset' | 'invite';

export interface AppRoute {
  path: string;
  /** Its page: `src/pages/<page>.tsx` (src/app/modules.ts). */
  page: string;
  /** The messages the page reads besides the shell (areas of the catalog, legal documents), loaded with its code in the page's language. */
  messages: readonly MessagesName[];
  /** Path of the canonical URL when the route duplicates another one. */
  canonicalPath?: string;
  /**
   * For a page that reads its URL's query: what it reads. The server renders and keeps one
   * document per canonical spelling of it; every other parameter (`utm_…`, `gclid`, `ref`)
   * changes nothing.
   */
  readsQuery?: QueryVocabulary;
  /** The drawing its social card shows beside its title (decision 022): the app's screens where the page shows the app. */
  card?: CardVisual;
}

/** A page with a social card of its own: every route of the table, and the invite pages. */
type CardedRoute = AppRoute & { card: CardVisual };

/**
 * THE route table: every page of the site, in English at these paths and in every other
 * language under its prefix (src/i18n/locales.ts). The server's status codes, the client's
 * <Routes>, the hydration plan, navigation, the sitemap and the tests read it; nothing repeats
 * it. A page's title, description and heading are the shell's messages (`pages`, see pageKey).
 */
export const routes = [
  { path: '/', page: 'Home', messages: [], card: 'quest' },
  { path: '/how-it-works', page: 'HowItWorks', messages: ['howItWorks'], card: 'quest' },
  { path: '/community', page: 'Community', messages: ['community'], readsQuery: 'faq', card: 'chat' },
  { path: '/support', page: 'Community', messages: ['community'], canonicalPath: '/community', readsQuery: 'faq', card: 'chat' },
  { path: '/signin', page: 'SignIn', messages: ['account'], card: 'form' },
  { path: '/signup', page: 'SignUp', messages: ['account'], card: 'form' },
  { path: '/dashboard', page: 'Dashboard', messages: ['demoUser'], card: 'stats' },
  { path: '/profile', page: 'Profile', messages: ['demoUser'], card: 'stats' },
  { path: '/privacy', page: 'Privacy', messages: [], card: 'document' },
  { path: '/terms', page: 'Terms', messages: [], card: 'document' },
  { path: '/eula', page: 'Eula', messages: [], card: 'document' },
  { path: '/accessibility', page: 'Accessibility', messages: [], card: 'document' },
  { path: '/app-download', page: 'AppDownload', messages: ['appDownload', 'stores'], card: 'quest' },
  // The one address for print and QR codes: a phone goes on to its store (decision 025).
  { path: '/get', page: 'Get', messages: ['appDownload', 'stores'], canonicalPath: '/app-download', card: 'quest' },
  { path: '/business', page: 'Business', messages: ['business'], card: 'dataset' },
] as const satisfies readonly CardedRoute[];

/**
 * The page for every path no route matches, rendered at `/404` in each language: it never shows
 * the path it was asked for, so every unknown path answers this one document.
 */
export const notFoundRoute = { path: '/404', page: 'NotFound', messages: ['notFound'] } as const satisfies AppRoute;

/**
 * Invite pages, `/invite/<code>` in every language (decision 025): one document per code, kept
 * while recent like a search, so outside the table of fixed pages (no sitemap entry, no warm-up).
 * `/invite` and a code that is not one (INVITE_CODE_PATTERN) show the page's not-found state.
 */
export const inviteRoute = {
  path: '/invite',
  page: 'Invite',
  messages: ['invite', 'stores'],
  card: 'invite',
} as const satisfies CardedRoute;

/** An invite page's path within a language, or `/invite` alone: the code is its second segment. */
export const INVITE_PATH = /^\/invite(?:\/[^/]+)?$/;

/** The path of the invite page of a code, within a language. */
export const invitePath = (code: string) => `${inviteRoute.path}/${encodeURIComponent(code)}`;

export type PageName = (typeof routes)[number]['page'] | typeof inviteRoute.page;
export type RoutePath = (typeof routes)[number]['path'];

/** A page's place in the shell's `pages` messages (its title, description and heading). */
export type PageKey = keyof Catalog['shell']['pages'];

/**
 * Where a page's words are in the shell's messages, `pages.<key>`: named after its address
 * (`/how-it-works` → `how-it-works`, `/` → `home`), so a component's name is never a key; a
 * second address of a page (`/support`) reads the first's. tests/unit/routes.test.ts holds every
 * route to a key of the catalog.
 */
export function pageKey(route: Pick<AppRoute, 'path' | 'page'>): PageKey {
  const first = [...routes, inviteRoute].find((entry) => entry.page === route.page) ?? route;
  return (first.path === '/' ? 'home' : first.path.slice(1)) as PageKey;
}

/** The route at a path within a language, or undefined. */
export function findRoute(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}

/** The page a path within a language shows: a route of the table, an invite page, or the not-found page. */
export function routeAt(path: string): AppRoute {
  return findRoute(path) ?? (INVITE_PATH.test(path) ? inviteRoute : notFoundRoute);
}
