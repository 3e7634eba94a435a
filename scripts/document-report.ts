// The first flight (issue 36): every fixed document (each route's, and each language's not-found
// and invite not-found pages) as the server sends it with Brotli, against TCP's initial window of
// 10 segments of 1,460 bytes: a document that fits paints one round trip sooner on a new connection.
// `npm run size` prints the largest and fails above it; tests/http/first-load.test.ts holds it too.
import { fixedDocumentLocations } from '../src/server/requestTarget.server';

export const DOCUMENT_BUDGET_BYTES = 10 * 1460;

export interface DocumentRow {
  location: string;
  /** The Brotli body's length, as the Content-Length of the answer says it. */
  brotliBytes: number;
}

/** Every fixed document's Brotli size at `origin`, largest first. */
export async function documentReport(origin: string): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = [];
  for (const location of fixedDocumentLocations) {
    const response = await fetch(`${origin}${location}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (response.headers.get('content-encoding') !== 'br') throw new Error(`${location} was not sent with Brotli`);
    rows.push({ location, brotliBytes: Number(response.headers.get('content-length')) });
  }
  return rows.sort((a, b) => b.brotliBytes - a.brotliBytes);
}
