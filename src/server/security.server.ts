import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';

/** A CSP hash source for an inline element's exact text. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Browser features no page of the site uses, refused to it and to anything it embeds. */
const PERMISSIONS_POLICY = ['accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope']
  .concat(['magnetometer', 'microphone', 'payment', 'usb'])
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * helmet's headers with a Content-Security-Policy that is the same for every response, so a
 * browser or a CDN may keep any document, and the Permissions-Policy.
 * - Scripts: the inline scripts by their hashes; 'strict-dynamic' lets the trusted loader add the
 *   entry module and its chunks. Per-page data is JSON, which runs nothing.
 * - Styles: the build's files ('self': the stylesheet every page shares), each page's own inline
 *   stylesheet by its hash, and the empty string's: Emotion inserts the rules of states and pages
 *   a document does not carry through `insertRule` into a script-created, empty <style>.
 * - In development Vite's client injects styles and opens a websocket, and only there.
 */
export function securityHeaders({
  development,
  scripts,
  styles,
}: {
  development: boolean;
  scripts: readonly string[];
  /** The inline stylesheets of the build's documents; none in development. */
  styles?: readonly string[] | undefined;
}): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'strict-dynamic'", ...scripts.map(hashSource)],
        styleSrc:
          development || styles === undefined ? ["'self'", "'unsafe-inline'"] : ["'self'", ...new Set([...styles, ''].map(hashSource))],
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
  });
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next(error);
    });
}
