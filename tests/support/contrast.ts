import type { Bitmap } from './png';

/** A colour as red, green and blue, 0–255. */
export type Rgb = readonly [number, number, number];

/** `#rrggbb` as red, green and blue. */
export const hexRgb = (hex: string): Rgb => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
export function luminance([red, green, blue]: Rgb): number {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of two opaque colours, from 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every pixel of a box of a screenshot, a pixel in from its edges (anti-aliased corners left out). */
export function pixelsIn(bitmap: Bitmap, { x, y, width, height }: Box): Rgb[] {
  const pixels: Rgb[] = [];
  for (let row = Math.ceil(y) + 1; row < Math.floor(y + height) - 1; row += 1) {
    for (let column = Math.ceil(x) + 1; column < Math.floor(x + width) - 1; column += 1) pixels.push(bitmap.rgb(column, row));
  }
  return pixels;
}

/** The colour most pixels of a box show: its fill as drawn, the text and icons on it being fewer. */
export function fillOf(bitmap: Bitmap, box: Box): Rgb {
  const counts = new Map<string, number>();
  for (const pixel of pixelsIn(bitmap, box)) counts.set(pixel.join(), (counts.get(pixel.join()) ?? 0) + 1);
  const [most] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return most.split(',').map(Number) as unknown as Rgb;
}
