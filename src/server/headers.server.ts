import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ServerConfig } from './config.server';

/** A CSP hash source for an inline element's exact text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Headers as a flat name, value, … list: the shape `writeHead` takes without copying. */
export type HeaderList = readonly string[];

/**
 * helmet's headers, computed once, with a Content-Security-Policy that is the same for every
 * response, so a browser or a CDN may keep any document.
 * - Scripts: the inline scripts by their hashes; 'strict-dynamic' lets the trusted loader add the
 *   entry module and its chunks. Per-page data is JSON, which runs nothing.
 * - Styles: the stylesheet by its hash, and the empty string's: Emotion inserts the rules of
 *   states the server never renders through `insertRule` into a script-created, empty <style>.
 * - In development Vite's client injects styles and opens a websocket, and only there.
 */
function securityHeaders(development: boolean, scripts: readonly string[], stylesheet: string | undefined): HeaderList {
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
        scriptSrc: ["'strict-dynamic'", ...scripts.map(hashSource)],
        styleSrc: development || stylesheet === undefined ? ["'self'", "'unsafe-inline'"] : [hashSource(stylesheet), hashSource('')],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        // The mail-draft forms' action when no script handles them (src/components/ui/MailDraftForm.tsx).
        formAction: ["'self'", 'mailto:'],
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // The CSP's frame-ancestors 'none' says the same to browsers that read it.
    xFrameOptions: { action: 'deny' },
  })({} as never, recorder as unknown as ServerResponse, () => {});
  const denied = [
    'accelerometer',
    'autoplay',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'payment',
    'usb',
  ];
  headers.set('Permissions-Policy', denied.map((feature) => `${feature}=()`).join(', '));
  return [...headers].flat();
}

/** The header sets of every response that is not a file, computed once at start. */
export function responseHeaders(config: ServerConfig, inline: { scripts: readonly string[]; stylesheet: string | undefined }) {
  const security = securityHeaders(config.nodeEnv === 'development', inline.scripts, inline.stylesheet);
  const { sharedMaxAgeS, staleWhileRevalidateS, notFoundSharedMaxAgeS } = config.caching;
  /** An HTML answer: documents, plain pages, redirects. */
  const html = (cacheControl: string) => [...security, 'Content-Type', 'text/html; charset=utf-8', 'Cache-Control', cacheControl];
  // Browsers revalidate every time (a 304 costs nothing); shared caches keep pages a while.
  const found = [
    ...html(`public, max-age=0, s-maxage=${sharedMaxAgeS}, stale-while-revalidate=${staleWhileRevalidateS}`),
    'Vary',
    'Accept-Encoding',
  ];
  const notFound = [...html(`public, max-age=0, s-maxage=${notFoundSharedMaxAgeS}`), 'Vary', 'Accept-Encoding'];
  return {
    /** Everything that is not a file: documents, plain pages, robots.txt and the sitemap. */
    security,
    html,
    /** A page (200) or the not-found page (404), whatever its coding: the store adds ETag, coding and length. */
    document: (status: number): HeaderList => (status === 200 ? found : notFound),
  };
}

export type ResponseHeaders = ReturnType<typeof responseHeaders>;

/** Sets a header list on a response that is not written yet. */
export function setHeaders(res: ServerResponse, headers: HeaderList): void {
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
}
