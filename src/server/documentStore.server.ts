import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { codingFor, type Coding } from './contentCoding.server';
import type { HeaderList } from './headers.server';

/**
 * Each document is compressed once, off the event loop, when it is stored. On a 76 KB page
 * Brotli quality 6 takes ~6 ms for 12.6 KB, 11 ~200 ms for 11.5 KB: the last bytes are not worth
 * the CPU. A search is usually asked for once, and what its compression costs a flood of new
 * searches takes from every other visitor: Brotli 4 and gzip 6 (~2 ms each) for those.
 */
const EFFORT = { fixed: { brotli: 6, gzip: 9 }, search: { brotli: 4, gzip: 6 } };
const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** A finished document, ready to answer any request for it in any coding the client accepts. */
export interface StoredDocument {
  /** Bytes held, for the store's bound. */
  size: number;
  /** Answers GET or HEAD: the best coding the client accepts, or 304 when its copy is current. */
  send(req: IncomingMessage, res: ServerResponse): void;
}

/** Compresses `body` once per coding; each coding adds its strong ETag, its encoding and its length to `headers`. */
async function storedDocument(
  status: number,
  headers: HeaderList,
  body: Buffer,
  effort: (typeof EFFORT)['fixed'],
): Promise<StoredDocument> {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const [br, gz] = await Promise.all([
    brotlied(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: effort.gzip }),
  ]);
  // A 304 describes no body: no Content-Type, no length.
  const withoutBody = headers.filter((_, i) => headers[i - (i % 2)]!.toLowerCase() !== 'content-type');
  const representation = (coding: Coding, bytes: Buffer) => {
    const etag = coding === 'identity' ? `"${digest}"` : `"${digest}.${coding}"`;
    const encoding = coding === 'identity' ? [] : ['Content-Encoding', coding];
    return {
      etag,
      bytes,
      headers: [...headers, 'ETag', etag, ...encoding, 'Content-Length', String(bytes.length)],
      notModified: [...withoutBody, 'ETag', etag],
    };
  };
  const representations = { identity: representation('identity', body), gzip: representation('gzip', gz), br: representation('br', br) };
  return {
    size: body.length + gz.length + br.length + 1024,
    send(req, res) {
      const { etag, bytes, headers, notModified } = representations[codingFor(req.headers['accept-encoding'])];
      // Preconditions apply to successful answers only (RFC 9110, 13.2.1).
      if (status === 200 && req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag }))
        res.writeHead(304, notModified).end();
      else res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : bytes);
    },
  };
}

/**
 * Finished documents by location. Those without a query (each route's, each language's not-found
 * page) are a fixed set, rendered before the server listens and kept for its life; searches are
 * kept while they are recent, within a bound in bytes, so any number of distinct queries leaves
 * memory flat.
 */
export class DocumentStore {
  readonly #fixed = new Map<string, StoredDocument>();
  readonly #searches: LRUCache<string, StoredDocument>;

  constructor(searchBytes: number) {
    this.#searches = new LRUCache({ maxSize: searchBytes, sizeCalculation: (document) => document.size });
  }

  get(key: string): StoredDocument | undefined {
    return this.#fixed.get(key) ?? this.#searches.get(key);
  }

  /** Compresses and keeps a finished document; resolves once requests can be answered with it. */
  async keep(key: string, status: number, headers: HeaderList, body: Buffer): Promise<StoredDocument> {
    const search = key.includes('?');
    const document = await storedDocument(status, headers, body, search ? EFFORT.search : EFFORT.fixed);
    (search ? this.#searches : this.#fixed).set(key, document);
    return document;
  }
}
