import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflated = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_RGB = 2;
const FILTER_UP = 2;

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * An opaque picture (RGBA pixels, as the rasterizer gives them) as a PNG of three channels, each
 * row stored as its difference from the row above (PNG's Up filter), deflated on the thread pool.
 * The card's background changes only across, so its rows repeat: a third of the rasterizer's own
 * RGBA PNG (60 KB against 190 KB). Level 6: level 9 saves 2 % of the bytes for eight times the time.
 */
export async function encodeOpaquePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const above = width * 4;
  let target = 0;
  for (let y = 0, source = 0; y < height; y++) {
    rows[target++] = FILTER_UP;
    for (let x = 0; x < width; x++, source += 4) {
      for (let channel = 0; channel < 3; channel++) {
        rows[target++] = y === 0 ? rgba[source + channel]! : rgba[source + channel]! - rgba[source + channel - above]!;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = COLOUR_TYPE_RGB;
  const data = await deflated(rows, { level: 6, memLevel: 9 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}
