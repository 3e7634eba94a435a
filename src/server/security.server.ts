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

/** Stands in for the nonce while helmet computes the headers once. */
const NONCE_SLOT = 'NONCE-SLOT-7f3a9c';

/**
 * helmet with a nonce-based Content-Security-Policy. Scripts and styles run only with the
 * response's nonce ('strict-dynamic' lets the trusted entry load its own chunks). In
 * development Vite's HMR client needs inline styles and a websocket, and only there.
 */
function helmetFor(development: boolean) {
  return helmet({
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
}

/**
 * The headers helmet sets, computed once with a placeholder nonce: every response then gets
 * the same values with its own nonce put in, without rebuilding the policy each time.
 */
function helmetHeaders(development: boolean): Array<[name: string, parts: string[]]> {
  const headers = new Map<string, string>();
  const recorder = {
    locals: { cspNonce: NONCE_SLOT },
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  helmetFor(development)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return [...headers].map(([name, value]) => [name, value.split(NONCE_SLOT)]);
}

/**
 * helmet's headers for a given nonce, as a flat name, value, name, value… list (the shape
 * `writeHead` takes): the fast path for kept renders writes them without Express.
 */
export function securityHeaderList({ development }: { development: boolean }): (nonce: string) => string[] {
  const headers = helmetHeaders(development);
  return (nonce) => {
    const list: string[] = [];
    for (const [name, parts] of headers) list.push(name, parts.length === 1 ? parts[0]! : parts.join(nonce));
    return list;
  };
}

/** A fresh nonce and helmet's security headers on every response, assets and errors included. */
export function securityHeaders({ development }: { development: boolean }): RequestHandler {
  const headersFor = securityHeaderList({ development });
  return (_req, res, next) => {
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    const list = headersFor(nonce);
    for (let i = 0; i < list.length; i += 2) res.setHeader(list[i]!, list[i + 1]!);
    next();
  };
}
