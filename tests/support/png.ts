import { inflateSync } from 'node:zlib';

/** A decoded image: the colour of a pixel as [r, g, b], and its opacity (0–255; 255 without an alpha channel). */
export interface Bitmap {
  width: number;
  height: number;
  rgb(x: number, y: number): [number, number, number];
  alpha(x: number, y: number): number;
}

/**
 * Decodes the PNGs browsers write for screenshots (8 bits per channel, RGB or RGBA, not
 * interlaced), enough to read pixel colours without an image library.
 */
export function decodePng(png: Buffer): Bitmap {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('Not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const chunk = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      const [depth, colour, , , interlace] = [chunk[8], chunk[9], chunk[10], chunk[11], chunk[12]];
      channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0)
        throw new Error(`Unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
    } else if (type === 'IDAT') data.push(chunk);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      pixels[y * stride + x] = (line[x]! + predict(filter, left, up, upLeft)) & 0xff;
    }
  }
  return {
    width,
    height,
    rgb(x, y) {
      const at = Math.round(y) * stride + Math.round(x) * channels;
      return [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
    },
    alpha(x, y) {
      return channels === 4 ? pixels[Math.round(y) * stride + Math.round(x) * channels + 3]! : 255;
    },
  };
}

/** PNG's per-line filters: none, sub, up, average, Paeth. */
function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const estimate = left + up - upLeft;
      const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
      return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
    }
    default:
      throw new Error(`Unknown PNG filter ${filter}`);
  }
}

/** The part of a bitmap inside a box of whole pixels, read as a bitmap of its own. */
export function cropBitmap(bitmap: Bitmap, { x, y, width, height }: { x: number; y: number; width: number; height: number }): Bitmap {
  return {
    width,
    height,
    rgb: (column, row) => bitmap.rgb(column + x, row + y),
    alpha: (column, row) => bitmap.alpha(column + x, row + y),
  };
}
