import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { HeaderList } from './headers.server';

type Coding = 'br' | 'gzip' | 'identity';

/** Preferred first when a client accepts several equally. */
const CODINGS: Coding[] = ['br', 'gzip', 'identity'];

/**
 * Each document is compressed once, off the event loop (zlib's thread pool), when it is stored.
 * Measured on a 76 KB page: Brotli quality 6 takes ~6 ms for 12.6 KB, 10 ~57 ms for 11.8 KB, 11
 * ~200 ms for 11.5 KB: the last 7 % of bytes are not worth ten times the CPU. A search is usually
 * asked for once, and the CPU its compression takes is what a flood of new searches would take
 * from every other visitor: Brotli 4 and gzip 6 (~2 ms each) for those.
 */
const EFFORT: Record<'fixed' | 'search', Effort> = { fixed: { brotli: 6, gzip: 9 }, search: { brotli: 4, gzip: 6 } };
interface Effort {
  brotli: number;
  gzip: number;
}

const compress = {
  gzip: (body: Buffer, effort: Effort) => promisify(gzip)(body, { level: effort.gzip }),
  br: (body: Buffer, effort: Effort) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
};

interface Representation {
  etag: string;
  headers: string[];
  /** A 304 describes no body: no Content-Type, no length. */
  notModified: string[];
  body: Buffer;
}

/**
 * A finished document, ready to answer any request for it: one representation per content
 * coding, each with a strong ETag of its own bytes and its complete header list.
 */
export class StoredDocument {
  private constructor(
    readonly status: number,
    private readonly representations: Record<Coding, Representation>,
  ) {}

  /** `headers` are the document's (src/server/headers.server.ts); each coding adds its ETag, encoding and length. */
  static async create(status: number, headers: HeaderList, body: Buffer, effort = EFFORT.fixed): Promise<StoredDocument> {
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const [br, gz] = await Promise.all([compress.br(body, effort), compress.gzip(body, effort)]);
    const withoutBody: string[] = [];
    for (let i = 0; i < headers.length; i += 2)
      if (headers[i]!.toLowerCase() !== 'content-type') withoutBody.push(headers[i]!, headers[i + 1]!);
    const representation = (coding: Coding, bytes: Buffer): Representation => {
      const etag = coding === 'identity' ? `"${digest}"` : `"${digest}.${coding}"`;
      const encoding = coding === 'identity' ? [] : ['Content-Encoding', coding];
      return {
        etag,
        headers: [...headers, 'ETag', etag, ...encoding, 'Content-Length', String(bytes.length)],
        notModified: [...withoutBody, 'ETag', etag],
        body: bytes,
      };
    };
    return new StoredDocument(status, {
      identity: representation('identity', body),
      gzip: representation('gzip', gz),
      br: representation('br', br),
    });
  }

  /** Bytes held, for the store's bound. */
  get size(): number {
    return CODINGS.reduce((total, coding) => total + this.representations[coding].body.length, 0) + 1024;
  }

  /** Answers GET or HEAD: the best coding the client accepts, or 304 when its copy is current. */
  send(req: IncomingMessage, res: ServerResponse): void {
    const representation = this.representations[codingFor(req.headers['accept-encoding'])];
    // Preconditions apply to successful answers only (RFC 9110, 13.2.1).
    if (this.status === 200 && req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag: representation.etag })) {
      res.writeHead(304, representation.notModified).end();
      return;
    }
    res.writeHead(this.status, representation.headers).end(req.method === 'HEAD' ? undefined : representation.body);
  }
}

/** Accept-Encoding values seen: browsers send a handful, so each is negotiated once. */
const codingByHeader = new Map<string, Coding>();

function codingFor(acceptEncoding: string | undefined): Coding {
  if (acceptEncoding === undefined) return 'identity';
  let coding = codingByHeader.get(acceptEncoding);
  if (coding === undefined) {
    // negotiator 1.x breaks ties by `preferred`; @types/negotiator predates the option. A client
    // that refuses even identity gets it anyway: an answer it may not expect beats none.
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as Negotiator & {
      encoding(available: string[], options: { preferred: string[] }): Coding | undefined;
    };
    coding = negotiator.encoding(CODINGS, { preferred: CODINGS }) ?? 'identity';
    if (codingByHeader.size >= 64) codingByHeader.clear();
    codingByHeader.set(acceptEncoding, coding);
  }
  return coding;
}

/** A render whose document is on its way into the store. */
export interface Storing {
  /** Compresses and stores the finished document; resolves once requests can be answered with it. */
  finish(status: number, headers: HeaderList, body: Buffer): Promise<void>;
  /** The render failed or was cut short: nothing will be stored. */
  abandon(): void;
}

/**
 * Finished documents by location (src/server/requestTarget.server.ts). Documents without a query
 * (one per route, one not-found page per language) are a fixed set, rendered before the server
 * listens and kept for its life; searches are kept while they are recent, within a bound in
 * bytes, so any number of distinct queries leaves memory flat. A document being rendered is known
 * too, so that requests for it wait for that one render instead of starting their own.
 */
export class DocumentStore {
  readonly #fixed = new Map<string, StoredDocument>();
  readonly #searches: LRUCache<string, StoredDocument>;
  readonly #rendering = new Map<string, Promise<StoredDocument | undefined>>();

  constructor(searchBytes: number) {
    this.#searches = new LRUCache({ maxSize: searchBytes, sizeCalculation: (document) => document.size });
  }

  get(key: string): StoredDocument | undefined {
    return this.#fixed.get(key) ?? this.#searches.get(key);
  }

  /** The document being rendered for `key`, if one is: undefined once it is stored or given up. */
  rendering(key: string): Promise<StoredDocument | undefined> | undefined {
    return this.#rendering.get(key);
  }

  /** Marks `key` as being rendered, until the returned `Storing` finishes or is abandoned. */
  begin(key: string): Storing {
    let settle!: (document: StoredDocument | undefined) => void;
    const rendering = new Promise<StoredDocument | undefined>((resolve) => (settle = resolve));
    this.#rendering.set(key, rendering);
    // Abandoning is for renders that never finished: once finishing, the document is coming.
    let state: 'rendering' | 'finishing' | 'ended' = 'rendering';
    const end = (document: StoredDocument | undefined) => {
      state = 'ended';
      if (this.#rendering.get(key) === rendering) this.#rendering.delete(key);
      settle(document);
    };
    return {
      finish: async (status, headers, body) => {
        if (state !== 'rendering') return;
        state = 'finishing';
        const search = key.includes('?');
        const document = await StoredDocument.create(status, headers, body, search ? EFFORT.search : EFFORT.fixed).catch(
          (error: unknown) => {
            end(undefined);
            throw error;
          },
        );
        (search ? this.#searches : this.#fixed).set(key, document);
        end(document);
      },
      abandon: () => {
        if (state === 'rendering') end(undefined);
      },
    };
  }
}
