import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Finished renders of exact route paths, each kept split around the nonce it was rendered
 * with. Every route's output is deterministic apart from its nonce, so a later response is the
 * same parts joined with its own fresh nonce.
 */
export class FinishedRenders {
  readonly #parts = new Map<string, readonly Buffer[]>();

  keep(path: string, document: Buffer, nonce: string): void {
    this.#parts.set(path, splitAround(document, Buffer.from(nonce)));
  }

  has(path: string): boolean {
    return this.#parts.has(path);
  }

  /** The kept document for `path` with `nonce` in place of the one it was rendered with. */
  documentFor(path: string, nonce: string): Buffer | undefined {
    const parts = this.#parts.get(path);
    if (!parts) return undefined;
    const nonceBytes = Buffer.from(nonce);
    const chunks: Buffer[] = [];
    for (const part of parts) chunks.push(part, nonceBytes);
    chunks.pop();
    return Buffer.concat(chunks);
  }
}

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
 * is certain to be the one the full middleware chain would give: GET or HEAD, a target that is
 * exactly a route path (origin form, no query, nothing to decode), and no Accept-Encoding (so
 * nothing to compress). Returns false, having done nothing, for every other request.
 *
 * The full chain costs more than the page itself (Express's router alone halves the rate of a
 * constant response), and this is the request a cache or a load balancer's probe repeats most.
 */
export function answerFromFinishedRenders(options: ReusedDocumentOptions) {
  const { renders, headersFor, nextNonce, log } = options;
  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || url === undefined || req.headers['accept-encoding'] !== undefined) return false;
    if (!renders.has(url)) return false;
    log?.(req, res);
    const nonce = nextNonce();
    const body = renders.documentFor(url, nonce)!;
    const headers = headersFor(nonce);
    headers.push('Content-Length', String(body.length));
    res.writeHead(200, headers);
    res.end(body);
    return true;
  };
}
