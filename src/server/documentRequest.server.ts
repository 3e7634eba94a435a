import { localizedPath, locales, splitLocale } from '../i18n/locales';
import { canonicalFaqQuery } from '../lib/faqFilter';
import { notFoundRoute, routes, type AppRoute, type QueryVocabulary } from '../routes';

/** The one spelling of each query vocabulary a route may read. */
const canonicalQueryOf: Record<QueryVocabulary, (searchParams: URLSearchParams) => string> = { faq: canonicalFaqQuery };

/**
 * What a request for a page asks for. A document depends only on its route, the query the route
 * reads, the build and the configuration, so `key` names it completely: requests with the same
 * key get the same bytes, and the server renders each key once.
 */
export type DocumentRequest =
  | {
      kind: 'document';
      /** The document's identity in the store: its location. */
      key: string;
      /** The path and canonical query React renders. */
      location: string;
      status: 200 | 404;
    }
  /** A route's path with a trailing slash: one address per page, so it moves to the other. */
  | { kind: 'redirect'; location: string };

const routeByPath = new Map<string, AppRoute>(routes.map((route) => [route.path, route]));

/** Paths that name a file (hashed assets, an extension in the last segment) never render a page. */
const FILE_LIKE = /^\/assets\/|\.[A-Za-z0-9]+$/;

/**
 * The document an origin-form request target (`/path?query`) asks for, or undefined when the
 * target names a file. A path is a route's in one of the site's languages (`/business`,
 * `/es/business`); unknown paths all ask for their language's one not-found document; query
 * parameters a route does not read (`utm_…`, `gclid`, `ref`) are ignored, and those it reads are
 * put in their one canonical spelling. A route written another way (a trailing slash, `/es/`
 * for `/es`) moves to its one address.
 */
export function documentRequest(target: string): DocumentRequest | undefined {
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (FILE_LIKE.test(path)) return undefined;
  const query = queryStart === -1 ? '' : target.slice(queryStart);
  const { locale, path: pagePath } = splitLocale(path);
  const route = routeByPath.get(pagePath);
  if (route) {
    const address = localizedPath(locale, route.path);
    if (address !== path) return { kind: 'redirect', location: `${address}${query}` };
    const canonicalQuery = route.readsQuery && query !== '' ? canonicalQueryOf[route.readsQuery](new URLSearchParams(query.slice(1))) : '';
    const location = canonicalQuery === '' ? address : `${address}?${canonicalQuery}`;
    return { kind: 'document', key: location, location, status: 200 };
  }
  if (pagePath.length > 1 && pagePath.endsWith('/') && routeByPath.has(pagePath.slice(0, -1))) {
    return { kind: 'redirect', location: `${localizedPath(locale, pagePath.slice(0, -1))}${query}` };
  }
  const notFound = localizedPath(locale, notFoundRoute.location);
  return { kind: 'document', key: notFound, location: notFound, status: 404 };
}

/** The documents that exist whatever visitors ask: every route's and the not-found page, in every language. */
export const fixedDocumentLocations: readonly string[] = locales.flatMap((locale) =>
  [...routes.map((route) => route.path), notFoundRoute.location].map((path) => localizedPath(locale, path)),
);
