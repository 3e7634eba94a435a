import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePng, type Bitmap } from '../support/png';

/**
 * The committed artwork (scripts/artwork/<kind>/*.svg, rendered to public/images/<kind>/*.png by
 * `npm run icons`) holds together as two families: partner marks in one ink on one canvas, and
 * portraits at one size in one frame on one tint. What can be measured is measured here; the
 * drawing itself is judged by eye (scripts/artwork/README.md).
 */
const KINDS = ['partners', 'avatars'] as const;
type Kind = (typeof KINDS)[number];

/** Each image costs a request on the home page: small, at twice the size pages show it. */
const MAX_BYTES = 15 * 1024;

const sources = (kind: Kind) =>
  readdirSync(new URL(`../../scripts/artwork/${kind}/`, import.meta.url))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.replace(/\.svg$/, ''))
    .sort();
const source = (kind: Kind, name: string) => readFileSync(new URL(`../../scripts/artwork/${kind}/${name}.svg`, import.meta.url), 'utf8');
const pngPath = (kind: Kind, name: string) => new URL(`../../public/images/${kind}/${name}.png`, import.meta.url);
const bitmap = (kind: Kind, name: string) => decodePng(readFileSync(pngPath(kind, name)));

/** Every pixel that is not fully transparent, with its colour and opacity. */
function* visiblePixels(image: Bitmap) {
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const alpha = image.alpha(x, y);
      if (alpha > 0) yield { x, y, alpha, rgb: image.rgb(x, y) };
    }
  }
}

const hex = (rgb: readonly number[]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
const toRgb = (value: string) => [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16));

describe('the artwork', () => {
  it.each(KINDS)('every %s source has its PNG, and nothing else is there', (kind) => {
    const pngs = readdirSync(new URL(`../../public/images/${kind}/`, import.meta.url))
      .filter((file) => file.endsWith('.png'))
      .map((file) => file.replace(/\.png$/, ''))
      .sort();
    expect(pngs).toEqual(sources(kind));
  });

  it.each(KINDS)('every %s PNG stays under 15 KB', (kind) => {
    for (const name of sources(kind)) expect(statSync(pngPath(kind, name)).size, name).toBeLessThanOrEqual(MAX_BYTES);
  });
});

describe('the partner marks', () => {
  const names = sources('partners');

  it('are five, each drawn on the same canvas and rendered at twice its size', () => {
    expect(names).toHaveLength(5);
    for (const name of names) {
      const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(source('partners', name)) ?? [];
      expect([width, height], name).toEqual(['160', '40']);
      const image = bitmap('partners', name);
      expect([image.width, image.height], name).toEqual([320, 80]);
    }
  });

  it('carry no text: the names are outlines, so no machine’s fonts change them', () => {
    for (const name of names) expect(source('partners', name), name).not.toMatch(/<text|font-family/);
  });

  it('are drawn in one ink, the same for all five', () => {
    const inks = new Set(
      names.flatMap((name) => source('partners', name).match(/#[0-9a-f]{6}\b/gi) ?? []).map((value) => value.toLowerCase()),
    );
    expect([...inks]).toHaveLength(1);
  });

  it('render as that ink alone, at any opacity', () => {
    const ink = toRgb(source('partners', names[0]!).match(/#[0-9a-f]{6}\b/i)![0]);
    for (const name of names) {
      // Anti-aliasing leaves the colour of a faint edge pixel imprecise; what the page composites
      // (colour × opacity) must stay within a few levels of the ink's.
      const worst = Math.max(
        ...[...visiblePixels(bitmap('partners', name))].map(({ rgb, alpha }) =>
          Math.max(...rgb.map((value, channel) => (Math.abs(value - ink[channel]!) * alpha) / 255)),
        ),
      );
      expect(worst, `${name} strays from ${hex(ink)}`).toBeLessThanOrEqual(3);
    }
  });

  it('sit centred on the canvas, in the same band: none larger or higher than another', () => {
    const boxes = names.map((name) => {
      const image = bitmap('partners', name);
      const pixels = [...visiblePixels(image)];
      const xs = pixels.map(({ x }) => x);
      const ys = pixels.map(({ y }) => y);
      return { name, left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys), width: image.width };
    });
    for (const box of boxes) expect(Math.abs(box.left + box.right + 1 - box.width), `${box.name} is off centre`).toBeLessThanOrEqual(3);
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(spread(boxes.map((box) => box.top)), 'tops').toBeLessThanOrEqual(3);
    expect(spread(boxes.map((box) => box.bottom)), 'bottoms').toBeLessThanOrEqual(3);
  });
});

describe('the portraits', () => {
  const names = sources('avatars');

  it('are the three testimonial authors and the demo earner', () => {
    expect(names).toEqual(['amara-okafor', 'demo-user', 'diego-ramirez', 'priya-nair']);
  });

  it('have the same size: twice the largest a page shows (96 px on /profile)', () => {
    for (const name of names) {
      const image = bitmap('avatars', name);
      expect([image.width, image.height], name).toEqual([192, 192]);
    }
  });

  it('sit in the same round frame on the same background tint', () => {
    // Corners outside the circle, then points inside it that no figure reaches: top, left, right.
    const outside = [
      [0, 0],
      [191, 0],
      [0, 191],
      [191, 191],
    ] as const;
    const background = [
      [96, 3],
      [8, 96],
      [183, 96],
      [40, 20],
      [151, 20],
    ] as const;
    const tints = new Set<string>();
    for (const name of names) {
      const image = bitmap('avatars', name);
      for (const [x, y] of outside) expect(image.alpha(x, y), `${name} at ${x},${y}`).toBe(0);
      for (const [x, y] of background) {
        expect(image.alpha(x, y), `${name} at ${x},${y}`).toBe(255);
        tints.add(hex(image.rgb(x, y)));
      }
    }
    expect([...tints]).toHaveLength(1);
  });
});
