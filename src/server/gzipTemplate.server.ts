import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A gzip member header: deflate, no flags, no time stamp, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final deflate block with fixed codes: ends the stream (RFC 1951, 3.2.6). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;

/** A non-final stored block holding `bytes`; the stream before it is byte-aligned. */
function storedBlock(bytes: Buffer): Buffer[] {
  const header = Buffer.alloc(5);
  header.writeUInt8(0x00, 0); // BFINAL 0, BTYPE 00 (stored), padding to the byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [header, bytes];
}

/** Deflate looks back at most this far (RFC 1951). */
const WINDOW = 32 * 1024;
/** Stands in for the nonce in the window each part is compressed against; never occurs in HTML. */
const HOLE = 0x00;

/**
 * A document compressed once, with gaps where its nonce goes, that becomes a complete gzip
 * body for any nonce of the same length without compressing again.
 *
 * Each part between two nonces is deflated on its own and ends on a sync flush (byte-aligned,
 * no final block), so the parts can be laid end to end; each nonce goes between them as a
 * stored block, which needs no compression; one empty final block and the trailer (CRC-32 and
 * length of the whole document) close the member.
 *
 * So that the parts compress as well as one stream would, each is compressed against the
 * document before it (deflate's preset dictionary), with every nonce replaced by NUL bytes of
 * the same length. No part contains a NUL byte, so no back-reference can copy from a nonce's
 * place, and every distance stays right whatever nonce fills the gaps. A document that does
 * contain NUL bytes is compressed part by part without that history instead.
 */
export class GzipTemplate {
  readonly #parts: readonly Buffer[];
  readonly #deflated: readonly Buffer[];
  readonly #length: number;
  readonly #nonceLength: number;

  constructor(parts: readonly Buffer[], nonceLength: number) {
    this.#parts = parts;
    this.#nonceLength = nonceLength;
    const withHistory = parts.every((part) => !part.includes(HOLE));
    const hole = Buffer.alloc(nonceLength, HOLE);
    let history = Buffer.alloc(0);
    this.#deflated = parts.map((part, index) => {
      if (index > 0) history = Buffer.concat([history, hole]).subarray(-WINDOW);
      const deflated = deflateRawSync(part, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(withHistory && history.length > 0 ? { dictionary: history } : {}),
      });
      history = Buffer.concat([history, part]).subarray(-WINDOW);
      return deflated;
    });
    this.#length = parts.reduce((sum, part) => sum + part.length, 0);
  }

  /** The gzip body of the document with `nonce` (of the template's length) in every gap. */
  fill(nonce: Buffer): Buffer {
    if (nonce.length !== this.#nonceLength) throw new RangeError(`The template fills nonces of ${this.#nonceLength} bytes`);
    if (nonce.length > MAX_STORED) throw new RangeError('A nonce must fit in one stored block');
    const chunks: Buffer[] = [GZIP_HEADER];
    const gap = storedBlock(nonce);
    let crc = 0;
    for (let index = 0; index < this.#parts.length; index += 1) {
      if (index > 0) {
        chunks.push(...gap);
        crc = crc32(nonce, crc);
      }
      chunks.push(this.#deflated[index]!);
      // Skipped when empty: Node's crc32 can lose the running value on an empty buffer.
      if (this.#parts[index]!.length > 0) crc = crc32(this.#parts[index]!, crc);
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((this.#length + nonce.length * (this.#parts.length - 1)) >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}
