import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** A CSP hash source for an inline element's exact text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface InlineContent {
  /** The inline scripts every document carries, each the same on every page. */
  scripts: readonly string[];
  /** The stylesheet every document carries inline; undefined in development. */
  stylesheet: string | undefined;
}

/**
 * helmet's headers with a Content-Security-Policy that is the same for every response: a
 * document depends on nothing per request, so it may be cached by a browser or a CDN.
 * - Scripts: the inline scripts by their hashes; 'strict-dynamic' lets the trusted loader add
 *   the entry module and its chunks. Per-page data is JSON, which runs nothing.
 * - Styles: the stylesheet by its hash, and the empty string's hash: Emotion inserts the
 *   rules of states the server never renders through `insertRule` into a script-created,
 *   empty <style>; a style element with any other text is refused.
 * - In development Vite's HMR client injects styles and opens a websocket, and only there.
 */
export function securityHeaders({ development, inline }: { development: boolean; inline: InlineContent }): RequestHandler {
  const styleSrc =
    development || inline.stylesheet === undefined
      ? ["'self'", "'unsafe-inline'"]
      : [hashSource(inline.stylesheet), hashSource('')];
  const headers = helmet({
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
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
