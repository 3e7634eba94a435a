import jsQR from 'jsqr';
import type { Bitmap } from './png';

/**
 * Reading QR codes the way a phone does: from pixels, with jsQR, a decoder written apart from
 * the encoder the site uses (uqr), so a fault in either shows.
 */

/** The text of the QR code found in an image, or null when none reads. */
export function readQrCode(image: Bitmap): string | null {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const at = (y * image.width + x) * 4;
      [rgba[at], rgba[at + 1], rgba[at + 2]] = image.rgb(x, y);
      rgba[at + 3] = 255;
    }
  }
  return jsQR(rgba, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * An SVG path of unit squares, as the site draws a code's dark modules (`M4 0h7v1H4z…`), painted
 * dark on white: `side` units square with the origin `quietZone` units in, `scale` pixels a unit.
 */
export function rasterizePath(path: string, side: number, quietZone: number, scale = 4): Bitmap {
  const pixels = side * scale;
  const dark = new Uint8Array(pixels * pixels);
  const run = /M(\d+) (\d+)h(\d+)v1H\d+z/g;
  if (path.replace(run, '') !== '') throw new Error(`Not a path of module runs: ${path.slice(0, 80)}`);
  for (const [, x, y, width] of path.matchAll(run)) {
    const [left, top] = [(Number(x) + quietZone) * scale, (Number(y) + quietZone) * scale];
    for (let row = top; row < top + scale; row++) dark.fill(1, row * pixels + left, row * pixels + left + Number(width) * scale);
  }
  return {
    width: pixels,
    height: pixels,
    rgb: (x, y) => (dark[y * pixels + x] ? [0, 0, 0] : [255, 255, 255]),
    alpha: () => 255,
  };
}
