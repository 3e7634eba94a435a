import compression from 'compression';
import Negotiator from 'negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The codings documents and the build's files are kept in; the first preferred when a client accepts several equally. */
const CODINGS = ['br', 'gzip', 'identity'] as const;
export type Coding = (typeof CODINGS)[number];

/**
 * How hard each coding works, by what waits for it. The build's files: the most there is, once a
 * build. Fixed documents, made at every start: on a 76 KB page Brotli 6 takes ~6 ms for 12.6 KB,
 * 11 ~200 ms for 11.5 KB. Searches, asked for once as a rule, while a flood of them takes from
 * every other visitor: Brotli 4 and gzip 6, ~2 ms each, as `streamed` sends them to their first visitor.
 */
export const EFFORT = { build: { br: 11, gzip: 9 }, fixed: { br: 6, gzip: 9 }, search: { br: 4, gzip: 6 } } as const;
export type Effort = (typeof EFFORT)[keyof typeof EFFORT];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** `body` in one coding, on the thread pool. */
export function encode(body: Buffer, coding: 'br' | 'gzip', effort: Effort): Promise<Buffer> {
  if (coding === 'gzip') return gzipped(body, { level: effort.gzip });
  return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.br, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** The compression middleware for a document's first render, which streams: a search's effort. */
export const streamed = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: EFFORT.search.br } },
  level: EFFORT.search.gzip,
});

/** negotiator 1.x breaks ties by `preferred`; @types/negotiator predates the option. */
type PreferringNegotiator = Negotiator & { encoding(available: readonly Coding[], options: { preferred: readonly Coding[] }): Coding };

/** The coding to answer with, among Brotli, gzip and none; a client that refuses even identity gets it anyway. */
export function codingFor(acceptEncoding: string | undefined): Coding {
  if (acceptEncoding === undefined) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as PreferringNegotiator;
  return negotiator.encoding(CODINGS, { preferred: CODINGS }) ?? 'identity';
}
