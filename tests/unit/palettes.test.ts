import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette, printPalette, type Palette } from '../../src/styles/palettes';
import { globalCss } from '../../src/styles/globalCss';
import { color, customProperty, tokenGroups, type ColorToken } from '../../src/styles/theme';
import { pageColor } from '../../src/styles/themeColor';
import { contrast as contrastOf, hexRgb } from '../support/contrast';

const contrast = (a: string, b: string) => contrastOf(hexRgb(a), hexRgb(b));

/** Text colours and every surface each is drawn on somewhere in the site. */
const TEXT_ON: ReadonlyArray<[ColorToken, ColorToken[]]> = [
  ['text', ['bg', 'surface', 'raised', 'field', 'primarySoft', 'warningSoft', 'surfaceStrong']],
  ['textMuted', ['bg', 'surface', 'raised', 'surfaceStrong']],
  ['primary', ['bg', 'surface', 'raised', 'primarySoft']],
  ['primaryHover', ['bg', 'raised', 'primarySoft', 'surfaceStrong']],
  ['onPrimary', ['primaryFill', 'primaryFillHover']],
  ['primaryFill', ['onPrimary']],
  ['success', ['successSoft', 'raised']],
  ['warning', ['warningSoft', 'raised']],
  ['danger', ['dangerSoft', 'raised']],
  ['onInk', ['ink', 'inkSoft']],
  ['onInkMuted', ['ink', 'inkSoft']],
  ['placeholder', ['field']],
  ['onSelected', ['selected']],
];

/**
 * Non-text parts that must be told apart from what is around them (WCAG 1.4.11: 3:1): a field's edge on every surface a field sits on (the FAQ search on the tinted
 * band), and a selected segment against its track and the unselected segments (1.4.1: a
 * selection told by more than a tint).
 */
const PARTS_ON: ReadonlyArray<[ColorToken, ColorToken[]]> = [
  ['fieldBorder', ['field', 'raised', 'bg', 'surface', 'surfaceStrong']],
  ['selected', ['bg', 'surface', 'surfaceStrong', 'raised']],
];

/**
 * Every colour token that is painted as an area something focusable can sit on (the focus ring
 * is drawn over it), and every other token with what it is instead: a new token must say which
 * it is, so the ring's check below covers every surface there is.
 */
const SURFACES: readonly ColorToken[] = [
  'bg',
  'surface',
  'surfaceStrong',
  'raised',
  'primarySoft',
  'primaryFill',
  'primaryFillHover',
  'successSoft',
  'warningSoft',
  'dangerSoft',
  'ink',
  'inkSoft',
  'field',
  'selected',
  'bar',
];
const NOT_SURFACES: Record<Exclude<ColorToken, (typeof SURFACES)[number]>, string> = {
  border: 'a hairline edge',
  inkEdge: 'the hairline edge of an ink surface',
  deviceBezel: 'the frame of a drawn phone, a picture with nothing focusable in it',
  deviceRim: 'the edge of a drawn phone',
  text: 'text',
  textMuted: 'text',
  primary: 'text and icons',
  primaryHover: 'text',
  onPrimary: 'text',
  success: 'text and icons',
  warning: 'text and icons',
  danger: 'text and icons',
  onInk: 'text',
  onInkMuted: 'text',
  onSelected: 'text',
  placeholder: 'text',
  fieldBorder: 'an edge',
  focus: 'the focus ring itself',
  signal: 'a dot and check marks',
  live: 'a dot',
  scrim: 'a veil over the page behind the open menu, where nothing takes focus',
};

/** A colour as the eye gets it: `#rrggbb`, or `rgba(…)` laid over the page (the bar). */
function opaque(value: string, page: string): string {
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value);
  if (!rgba) return value;
  const alpha = Number(rgba[4]);
  const under = hexRgb(page);
  return `#${[1, 2, 3]
    .map((index) =>
      Math.round(Number(rgba[index]) * alpha + under[index - 1]! * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('the %s palette', (_name, palette: Palette) => {
  it('names every colour token a surface or something else', () => {
    expect([...SURFACES, ...Object.keys(NOT_SURFACES)].sort()).toEqual([...tokenGroups.color].sort());
  });

  /*
   * The ring is drawn between two bands of the page's colour (focusRingCss in src/styles/theme.ts),
   * so it keeps its contrast against them wherever it is, and where a surface swallows the ring the
   * bands stand out from it instead (WCAG 2.4.7, 1.4.11).
   */
  it('keeps the focus ring at 3:1 or more against its bands of the page colour', () => {
    expect(contrast(palette.color.focus, palette.color.bg)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ...SURFACES.map((token) => [token, palette.color[token]]),
    ...Object.entries(palette.gradient).flatMap(([name, value]) =>
      (value.match(/#[0-9a-f]{6}/gi) ?? []).map((hex) => [`gradient ${name} ${hex}`, hex]),
    ),
  ])('shows the focus ring at 3:1 or more on %s', (_surface, value) => {
    const surface = opaque(value!, palette.color.bg);
    const ring = contrast(palette.color.focus, surface);
    const bands = contrast(palette.color.bg, surface);
    expect(Math.max(ring, bands), `ring ${ring.toFixed(2)}:1, bands ${bands.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
  });

  it.each(TEXT_ON)('keeps %s at 4.5:1 or more on its surfaces', (foreground, backgrounds) => {
    for (const background of backgrounds) {
      expect(contrast(palette.color[foreground], palette.color[background]), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(PARTS_ON)('keeps %s at 3:1 or more against its surroundings', (part, backgrounds) => {
    for (const background of backgrounds) {
      expect(contrast(palette.color[part], palette.color[background]), `${part} on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives the page the colour the browser chrome gets', () => {
    expect(palette.color.bg).toBe(pageColor[palette === lightPalette ? 'light' : 'dark']);
  });
});

describe('the tokens', () => {
  it('are references to custom properties that every palette defines', () => {
    expect(color.textMuted).toBe('var(--color-text-muted)');
    for (const palette of [lightPalette, darkPalette, printPalette]) {
      for (const [group, tokens] of Object.entries(tokenGroups)) {
        const values = palette[group as keyof Palette] as Record<string, string>;
        expect(Object.keys(values).sort(), group).toEqual([...tokens].sort());
      }
    }
  });

  it('are laid out for light, system dark unless Light is chosen, chosen Dark, and print', () => {
    const light = globalCss.indexOf(':root{--color-bg:#ffffff;');
    const systemDark = globalCss.indexOf('@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--color-bg:#0c1120;');
    const chosenDark = globalCss.indexOf(':root[data-theme=dark]{--color-bg:#0c1120;');
    const print = globalCss.indexOf('@media print{:root:root{--color-bg:#ffffff;');
    expect([light, systemDark, chosenDark, print].every((index) => index >= 0)).toBe(true);
    expect(light).toBeLessThan(systemDark);
    expect(systemDark).toBeLessThan(chosenDark);
    expect(chosenDark).toBeLessThan(print);
    for (const palette of [lightPalette, darkPalette, printPalette]) {
      expect(globalCss).toContain(`${customProperty('shadow', 'lg')}:${palette.shadow.lg};`);
    }
    expect(globalCss.match(/;color-scheme:dark/g)).toHaveLength(2);
  });
});

/** OKLCH lightness, chroma and hue (degrees) of an opaque #rrggbb colour (Björn Ottosson's matrices). */
function oklch(hex: string): { lightness: number; chroma: number; hue: number } {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const [l, m, s] = [
    0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
    0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
    0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b,
  ].map(Math.cbrt) as [number, number, number];
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return {
    lightness: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    chroma: Math.hypot(a, bb),
    hue: ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360,
  };
}

/** The accent's tokens: every `primary…`, the brand mark's signal and the focus ring. */
const ACCENT_TOKENS: ColorToken[] = ['primary', 'primaryHover', 'primarySoft', 'primaryFill', 'primaryFillHover', 'signal', 'focus'];

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('one accent in the %s palette', (_name, palette: Palette) => {
  const accentHue = oklch(lightPalette.color.primary).hue;
  /** Within this many degrees of the accent's hue, a colour is the accent (tints of it included). */
  const TOLERANCE = 10;
  const off = (hex: string) => Math.abs(((oklch(hex).hue - accentHue + 540) % 360) - 180);

  it('draws every accent token in the accent’s one hue', () => {
    for (const token of ACCENT_TOKENS) expect(off(palette.color[token]), token).toBeLessThanOrEqual(TOLERANCE);
  });

  it('draws every gradient in that hue, or in near-greys', () => {
    for (const [name, value] of Object.entries(palette.gradient)) {
      for (const hex of value.match(/#[0-9a-f]{6}/gi) ?? []) {
        if (oklch(hex).chroma < 0.02) continue;
        expect(off(hex), `${name} ${hex}`).toBeLessThanOrEqual(TOLERANCE);
      }
    }
  });
});

describe('source files', () => {
  const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
  /** The only modules that hold colour values: the palettes and the page colours they share. */
  const VALUE_MODULES = new Set(['src/styles/palettes.ts', 'src/styles/themeColor.ts']);

  function sources(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) ? [relative(process.cwd(), path)] : [];
    });
  }

  it('hold no literal colour outside the palettes', () => {
    const offenders = sources('src')
      .filter((path) => !VALUE_MODULES.has(path))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => [line, index] as const)
          .filter(([line]) => LITERAL_COLOUR.test(line))
          .map(([line, index]) => `${path}:${index + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
