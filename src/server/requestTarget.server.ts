import type { Request } from 'express';
import type { PageRequest } from '../app/pageRequest';
import { DEFAULT_INVITE_CODE_PATTERN } from '../content/invite';
import { localizedPath, locales, splitLocale, type Locale } from '../i18n/locales';
import { parseFaqQuery } from '../lib/faqFilter';
import { faqSearchParams } from '../lib/faqQuery';
import { inviteCodeMatcher } from '../lib/inviteCode';
import { INVITE_PATH, invitePath, inviteRoute, notFoundRoute, routes, type AppRoute } from '../routes';

/** Paths that name a file (hashed assets, /.well-known/ files, an extension in the last segment): never a page. */
const FILE_LIKE = /^\/(assets|\.well-known)\/|\.[A-Za-z0-9]+$/;

const routeByPath = new Map<string, AppRoute>(routes.map((route) => [route.path, route]));

/** RFC 3986's host with an optional port: a name, an IPv4 address or a bracketed IPv6 one. */
const HOST = /^(\[[\dA-Fa-f:.]+\]|[\w.~!$&'()*+,;=%-]*)(:\d*)?$/;

/** HTTP/1.1 asks a 400 for a request with more than one Host header or an invalid one (RFC 9112, 3.2). */
export function hasValidHost({ rawHeaders }: Pick<Request, 'rawHeaders'>): boolean {
  const hosts = rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host');
  return hosts.length <= 1 && (hosts.length === 0 || HOST.test(rawHeaders[rawHeaders.indexOf(hosts[0]!) + 1]!));
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

const defaultInviteCode = inviteCodeMatcher(DEFAULT_INVITE_CODE_PATTERN);

/**
 * An invite address (`/invite/<code>` or `/invite`, within a language): the code's page when the
 * decoded code is one (one document per code, named by its canonical spelling, to which another
 * spelling moves), else the language's one invite not-found document, which never shows the
 * address it was asked for. A code is one path segment: it holds no slash, even encoded.
 */
function inviteRequest(locale: Locale, path: string, query: string, isInviteCode: (code: string) => boolean) {
  const code = decodeURIComponent(path.slice(inviteRoute.path.length + 1));
  if (!code || code.includes('/') || !isInviteCode(code))
    return { location: localizedPath(locale, inviteRoute.path), status: 404, locale: locale.code, route: inviteRoute } as const;
  const address = localizedPath(locale, invitePath(code));
  if (address !== localizedPath(locale, path)) return { redirect: `${address}${query}` };
  return { location: address, status: 200, locale: locale.code, route: inviteRoute, invite: code } as const;
}

/**
 * What a GET or HEAD for an origin-form target asks for, parsed once: a page (its language, its
 * route, the help centre's filter or the invite code, and the `location` that names its document
 * completely), a redirect from a route written another way (a trailing slash, `/es/` for `/es`),
 * or nothing (a file). Unknown paths all ask for their language's one not-found page; query
 * parameters a route does not read (`utm_…`, `gclid`) are ignored, and those it reads are put in
 * their canonical spelling, so requests with the same location get the same bytes.
 * `isInviteCode` is the configured pattern's (INVITE_CODE_PATTERN).
 */
export function documentRequest(target: string, isInviteCode = defaultInviteCode): PageRequest | { redirect: string } | undefined {
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (FILE_LIKE.test(path)) return undefined;
  const query = queryStart === -1 ? '' : target.slice(queryStart);
  const { locale, path: pagePath } = splitLocale(path);
  const withoutSlash = pagePath.length > 1 && pagePath.endsWith('/') ? pagePath.slice(0, -1) : pagePath;
  if (INVITE_PATH.test(withoutSlash)) {
    if (withoutSlash !== pagePath) return { redirect: `${localizedPath(locale, withoutSlash)}${query}` };
    return inviteRequest(locale, pagePath, query, isInviteCode);
  }
  const route = routeByPath.get(pagePath) ?? (pagePath.endsWith('/') ? routeByPath.get(pagePath.slice(0, -1)) : undefined);
  if (!route) return { location: localizedPath(locale, notFoundRoute.path), status: 404, locale: locale.code, route: notFoundRoute };
  const address = localizedPath(locale, route.path);
  if (address !== path) return { redirect: `${address}${query}` };
  const filter = route.readsQuery ? parseFaqQuery(new URLSearchParams(query)) : undefined;
  const canonical = filter ? faqSearchParams(filter).toString() : '';
  return { location: canonical ? `${address}?${canonical}` : address, status: 200, locale: locale.code, route, filter };
}

/**
 * The documents that exist whatever visitors ask: every route's, the not-found page and the
 * invite not-found page, in every language. Any other (a search, an invite) is kept while recent.
 */
export const fixedDocumentLocations: readonly string[] = locales.flatMap((locale) =>
  [...routes.map((route) => route.path), notFoundRoute.path, inviteRoute.path].map((path) => localizedPath(locale, path)),
);
