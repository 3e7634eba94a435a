import type { IncomingMessage } from 'node:http';
import { localizedPath, locales, splitLocale } from '../i18n/locales';
import { canonicalFaqQuery } from '../lib/faqFilter';
import { notFoundRoute, routes, type AppRoute, type QueryVocabulary } from '../routes';

/**
 * Paths that name a file (hashed assets, /.well-known/ files, an extension in the last segment)
 * never render a page.
 */
export const FILE_LIKE = /^\/(assets|\.well-known)\/|\.[A-Za-z0-9]+$/;

/** The one spelling of each query vocabulary a route may read. */
const canonicalQueryOf: Record<QueryVocabulary, (searchParams: URLSearchParams) => string> = { faq: canonicalFaqQuery };

const routeByPath = new Map<string, AppRoute>(routes.map((route) => [route.path, route]));

/**
 * What a request for a page asks for: a document, named completely by its `location` (path and
 * canonical query: requests with the same location get the same bytes), or a redirect from a
 * route written another way (a trailing slash, `/es/` for `/es`) to its one address.
 */
export type DocumentRequest = { kind: 'document'; location: string; status: 200 | 404 } | { kind: 'redirect'; location: string };

/** Whether a target's path and query decode: every percent sign starts a valid UTF-8 escape. */
export function isWellFormedTarget(target: string): boolean {
  // Most addresses hold no escape at all: nothing to check, nothing to allocate.
  if (!target.includes('%')) return true;
  const queryStart = target.indexOf('?');
  try {
    decodeURIComponent(queryStart === -1 ? target : target.slice(0, queryStart));
    if (queryStart !== -1) decodeURIComponent(target.slice(queryStart + 1).replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** RFC 3986's host with an optional port: a name, an IPv4 address or a bracketed IPv6 one. */
const HOST = /^(\[[\dA-Fa-f:.]+\]|[\w.~!$&'()*+,;=%-]*)(:\d*)?$/;

/** HTTP/1.1 asks a 400 for a request with more than one Host header or an invalid one (RFC 9112, 3.2). */
export function hasValidHost({ rawHeaders }: Pick<IncomingMessage, 'rawHeaders'>): boolean {
  const hosts = rawHeaders.filter((_, i) => i % 2 === 0 && rawHeaders[i]!.toLowerCase() === 'host').length;
  const host = rawHeaders[rawHeaders.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'host') + 1];
  return hosts <= 1 && (host === undefined || HOST.test(host));
}

/**
 * A target in origin form (`/path?query`). HTTP/1.1 servers must accept the absolute form
 * (`GET http://host/path`) too; only its path and query matter, the host it names is never used.
 * Undefined for anything else.
 */
export function originForm(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page a request asks for, parsed once, or undefined when it asks for something else: a
 * file, another method than GET or HEAD, a target that is not a well-formed address on this site.
 * A path is a route's in one of the site's languages (`/business`, `/es/business`); unknown paths
 * all ask for their language's one not-found document; query parameters a route does not read
 * (`utm_…`, `gclid`, `ref`) are ignored, and those it reads are put in their canonical spelling.
 */
export function documentRequest({ method, url = '' }: Pick<IncomingMessage, 'method' | 'url'>): DocumentRequest | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const target = originForm(url);
  if (target === undefined || !isWellFormedTarget(target)) return undefined;
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
    return { kind: 'document', location: canonicalQuery === '' ? address : `${address}?${canonicalQuery}`, status: 200 };
  }
  if (pagePath.length > 1 && pagePath.endsWith('/') && routeByPath.has(pagePath.slice(0, -1))) {
    return { kind: 'redirect', location: `${localizedPath(locale, pagePath.slice(0, -1))}${query}` };
  }
  return { kind: 'document', location: localizedPath(locale, notFoundRoute.path), status: 404 };
}

/** The documents that exist whatever visitors ask: every route's and the not-found page, in every language. */
export const fixedDocumentLocations: readonly string[] = locales.flatMap((locale) =>
  [...routes.map((route) => route.path), notFoundRoute.path].map((path) => localizedPath(locale, path)),
);
