import Negotiator from 'negotiator';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GzipTemplate } from './gzipTemplate.server';

interface Kept {
  parts: readonly Buffer[];
  gzip: GzipTemplate;
}

/**
 * Finished renders of exact route paths, each kept split around the nonce it was rendered
 * with, and compressed once with gaps for the nonce. Every route's output is deterministic
 * apart from its nonce, so a later response is the same parts joined with its own fresh nonce,
 * plain or gzip, without rendering or compressing again.
 */
export class FinishedRenders {
  readonly #kept = new Map<string, Kept>();

  keep(path: string, document: Buffer, nonce: string): void {
    const parts = splitAround(document, Buffer.from(nonce));
    this.#kept.set(path, { parts, gzip: new GzipTemplate(parts, Buffer.byteLength(nonce)) });
  }

  has(path: string): boolean {
    return this.#kept.has(path);
  }

  /** The kept document for `path` with `nonce` in place of the one it was rendered with. */
  documentFor(path: string, nonce: string): Buffer | undefined {
    const kept = this.#kept.get(path);
    if (!kept) return undefined;
    const nonceBytes = Buffer.from(nonce);
    const chunks: Buffer[] = [];
    for (const part of kept.parts) chunks.push(part, nonceBytes);
    chunks.pop();
    return Buffer.concat(chunks);
  }

  /** The same document as a gzip body (nonces are all of one length: see nextNonce). */
  gzipFor(path: string, nonce: string): Buffer | undefined {
    return this.#kept.get(path)?.gzip.fill(Buffer.from(nonce));
  }
}

/** Whether the client's Accept-Encoding allows gzip (q-values and `*` honoured). */
const acceptsGzip = (req: IncomingMessage) => new Negotiator(req).encodings(['gzip']).includes('gzip');

/** The bytes of a document between the occurrences of its nonce. */
function splitAround(document: Buffer, nonce: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = document.indexOf(nonce); at !== -1; at = document.indexOf(nonce, from)) {
    parts.push(document.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(document.subarray(from));
  return parts;
}

export interface ReusedDocumentOptions {
  renders: FinishedRenders;
  /** The headers every document response carries, security headers with this nonce included. */
  headersFor: (nonce: string) => string[];
  nextNonce: () => string;
  /** The access logger, when access logs are on. */
  log?: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
}

/**
 * Answers a request for a kept render straight from node:http, before Express, when the answer
 * is certain to be the one the full middleware chain would give: GET or HEAD, and a target that
 * is exactly a route path (origin form, no query, nothing to decode). Clients that send no
 * Accept-Encoding get the page as it is; clients that accept gzip get the page compressed once
 * when it was kept, with the nonce filled in. Returns false, having done nothing, for every other
 * request (another encoding only, another spelling, any other method), which the chain answers.
 *
 * The full chain costs more than the page itself (Express's router alone halves the rate of a
 * constant response, and compressing a page costs more than everything else together), and
 * this is the request visitors, caches and load balancers' probes repeat most.
 */
export function answerFromFinishedRenders(options: ReusedDocumentOptions) {
  const { renders, headersFor, nextNonce, log } = options;
  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || url === undefined || !renders.has(url)) return false;
    const gzip = req.headers['accept-encoding'] !== undefined;
    if (gzip && !acceptsGzip(req)) return false;
    log?.(req, res);
    const nonce = nextNonce();
    const body = (gzip ? renders.gzipFor(url, nonce) : renders.documentFor(url, nonce))!;
    const headers = headersFor(nonce);
    if (gzip) headers.push('Content-Encoding', 'gzip');
    headers.push('Content-Length', String(body.length));
    res.writeHead(200, headers);
    res.end(body);
    return true;
  };
}
