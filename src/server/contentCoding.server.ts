import Negotiator from 'negotiator';

/** The codings every stored document and every compressible file is kept in. */
export type Coding = 'br' | 'gzip' | 'identity';

/** Preferred first when a client accepts several equally. */
const CODINGS: Coding[] = ['br', 'gzip', 'identity'];

/** Accept-Encoding values seen: browsers send a handful, so each is negotiated once. */
const codingByHeader = new Map<string, Coding>();

/** The coding to answer a client with, among Brotli, gzip and none. */
export function codingFor(acceptEncoding: string | undefined): Coding {
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
