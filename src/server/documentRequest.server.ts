import { notFoundRoute, routes, type AppRoute } from '../routes';

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
 * target names a file. Unknown paths all ask for the one not-found document; query parameters
 * a route does not read (`utm_…`, `gclid`, `ref`) are ignored, and those it reads are put in
 * their one canonical spelling.
 */
export function documentRequest(target: string): DocumentRequest | undefined {
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (FILE_LIKE.test(path)) return undefined;
  const route = routeByPath.get(path);
  if (route) {
    const query =
      route.readsQuery && queryStart !== -1 ? route.readsQuery(new URLSearchParams(target.slice(queryStart + 1))) : '';
    const location = query === '' ? path : `${path}?${query}`;
    return { kind: 'document', key: location, location, status: 200 };
  }
  if (path.length > 1 && path.endsWith('/') && routeByPath.has(path.slice(0, -1))) {
    return { kind: 'redirect', location: `${path.slice(0, -1)}${queryStart === -1 ? '' : target.slice(queryStart)}` };
  }
  return { kind: 'document', key: notFoundRoute.location, location: notFoundRoute.location, status: 404 };
}

/** The documents that exist whatever visitors ask: every route's, and the not-found page. */
export const fixedDocumentLocations: readonly string[] = [...routes.map((route) => route.path), notFoundRoute.location];
