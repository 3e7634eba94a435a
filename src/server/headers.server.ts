import type { ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { ServerConfig } from './config.server';

const PERMISSIONS_POLICY = 'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** A CSP hash source for an inline element's exact text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Headers as a flat name, value, … list: the shape `writeHead` takes without copying. */
export type HeaderList = readonly string[];

export interface InlineContent {
  /** The inline scripts every document carries, each the same on every page. */
  scripts: readonly string[];
  /** The stylesheet every document carries inline; undefined in development. */
  stylesheet: string | undefined;
}

/**
 * helmet's headers, computed once, with a Content-Security-Policy that is the same for every
 * response: a document depends on nothing per request, so a browser or a CDN may keep it.
 * - Scripts: the inline scripts by their hashes; 'strict-dynamic' lets the trusted loader add
 *   the entry module and its chunks. Per-page data is JSON, which runs nothing.
 * - Styles: the stylesheet by its hash, and the empty string's hash: Emotion inserts the rules
 *   of states the server never renders through `insertRule` into a script-created, empty
 *   <style>; a style element with any other text is refused.
 * - In development Vite's HMR client injects styles and opens a websocket, and only there.
 */
function securityHeaders(development: boolean, inline: InlineContent): HeaderList {
  const styleSrc = development || inline.stylesheet === undefined ? ["'self'", "'unsafe-inline'"] : [hashSource(inline.stylesheet), hashSource('')];
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'strict-dynamic'", ...inline.scripts.map(hashSource)],
        styleSrc,
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as never, recorder as unknown as ServerResponse, () => {});
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return [...headers].flat();
}

/** The header sets every response that is not a file is sent with, computed once at start. */
export interface ResponseHeaders {
  /** Security headers: documents, plain pages, robots.txt and the sitemap. */
  security: HeaderList;
  /** A page (200) or the not-found page (404), whatever its coding: the store adds ETag, coding and length. */
  document(status: number): HeaderList;
}

export function responseHeaders(config: ServerConfig, inline: InlineContent): ResponseHeaders {
  const security = securityHeaders(config.nodeEnv === 'development', inline);
  const { sharedMaxAgeS, staleWhileRevalidateS, notFoundSharedMaxAgeS } = config.caching;
  // Browsers revalidate every time (a 304 costs nothing); shared caches keep pages a while.
  const page = (cacheControl: string): HeaderList => [...security, 'Content-Type', 'text/html; charset=utf-8', 'Cache-Control', cacheControl, 'Vary', 'Accept-Encoding'];
  const found = page(`public, max-age=0, s-maxage=${sharedMaxAgeS}, stale-while-revalidate=${staleWhileRevalidateS}`);
  const notFound = page(`public, max-age=0, s-maxage=${notFoundSharedMaxAgeS}`);
  return { security, document: (status) => (status === 200 ? found : notFound) };
}

/** Sets a header list on a response that is not written yet. */
export function setHeaders(res: ServerResponse, headers: HeaderList): void {
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
}
