import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { codingFor, EFFORT, encode, type Coding, type Effort } from './compression.server';

export const HTML = 'text/html; charset=utf-8';

/** The bytes a visitor was already sent in a coding (a first render's, compressed as it streamed). */
export type Sent = { coding: Coding; bytes: Buffer } | undefined;

/** An answer made once, kept in every coding worth having, for any number of requests. */
export interface StoredAnswer {
  /** Bytes held, for the store's bound. */
  size: number;
  /** Answers a GET or HEAD in the best coding the client accepts, or 304 when its copy is current. */
  send(req: Request, res: Response): void;
}

/**
 * Compresses `body` once per coding (512 bytes and more; reusing what was sent), each coding with
 * a strong ETag of its own, so a cache keeps each apart. `headers` go with every answer, 304s included.
 */
export async function storedAnswer(
  status: number,
  type: string,
  headers: Record<string, string>,
  body: Buffer,
  effort: Effort,
  sent?: Sent,
): Promise<StoredAnswer> {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const codings: Coding[] = body.length < 512 ? ['identity'] : ['identity', 'br', 'gzip'];
  const representations = Object.fromEntries(
    await Promise.all(
      codings.map(async (coding) => {
        const bytes = coding === 'identity' ? body : coding === sent?.coding ? sent.bytes : await encode(body, coding, effort);
        const etag = coding === 'identity' ? `"${digest}"` : `"${digest}.${coding}"`;
        const encoding = coding === 'identity' ? {} : { 'Content-Encoding': coding };
        const common = { ...headers, ...(codings.length > 1 && { Vary: 'Accept-Encoding' }), ETag: etag };
        const full = { 'Content-Type': type, ...encoding, 'Content-Length': String(bytes.length) };
        return [coding, { bytes, common: new Map(Object.entries(common)), full: new Map(Object.entries(full)) }] as const;
      }),
    ),
  );
  return {
    size: codings.reduce((sum, coding) => sum + representations[coding]!.bytes.length, 1024),
    send(req, res) {
      const { bytes, full, common } = representations[codingFor(req.headers['accept-encoding'])] ?? representations.identity!;
      // Express's freshness check reads the ETag and the status: preconditions apply to successful answers only.
      res.status(status).setHeaders(common);
      // A 304 describes no body: no type, coding or length.
      if (req.fresh) return void res.status(304).end();
      res.setHeaders(full).end(req.method === 'HEAD' ? undefined : bytes);
    },
  };
}

/**
 * Finished documents by location. The fixed set (each route's, each language's not-found pages)
 * is kept for the server's life; the others, searches and invite pages, whose number visitors
 * decide, are kept while they are recent, within a bound in bytes, so any number of distinct
 * addresses leaves memory flat.
 */
export class DocumentStore {
  readonly #fixed = new Map<string, StoredAnswer>();
  readonly #searches: LRUCache<string, StoredAnswer>;

  constructor(searchBytes: number) {
    this.#searches = new LRUCache({ maxSize: searchBytes, sizeCalculation: (document) => document.size });
  }

  get(location: string): StoredAnswer | undefined {
    return this.#fixed.get(location) ?? this.#searches.get(location);
  }

  /**
   * Compresses and keeps a finished document; resolves once requests can be answered with it.
   * A `recent` one (not of the fixed set) is compressed at a search's effort and kept while recent.
   */
  async keep(
    location: string,
    status: number,
    headers: Record<string, string>,
    body: Buffer,
    sent: Sent,
    recent: boolean,
  ): Promise<StoredAnswer> {
    const document = await storedAnswer(status, HTML, headers, body, recent ? EFFORT.search : EFFORT.fixed, sent);
    (recent ? this.#searches : this.#fixed).set(location, document);
    return document;
  }
}
