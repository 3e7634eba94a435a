import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

type LocalsResponse = ServerResponse & { locals: { cspNonce: string } };

const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A fresh 128-bit nonce from the system's CSPRNG, never handed out twice. Random bytes are
 * drawn 4 KB at a time (like Node's own randomUUID cache) instead of one call per response.
 */
export function nextNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** A fresh nonce for every response; React, Emotion and the CSP header all use it. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = nextNonce();
  next();
};

const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as LocalsResponse).locals.cspNonce}'`;

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

/**
 * helmet with a nonce-based Content-Security-Policy. Scripts and styles run only with the
 * response's nonce ('strict-dynamic' lets the trusted entry load its own chunks). In
 * development Vite's HMR client needs inline styles and a websocket, and only there.
 */
export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'strict-dynamic'", nonceSource],
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : [nonceSource],
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
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  return [assignNonce, csp, permissions];
}
