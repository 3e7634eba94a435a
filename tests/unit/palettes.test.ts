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
  ['accent', ['accentSoft', 'raised']],
  ['success', ['successSoft', 'raised']],
  ['warning', ['warningSoft', 'raised']],
  ['danger', ['dangerSoft', 'raised']],
  ['onInk', ['ink', 'inkSoft']],
  ['onInkMuted', ['ink', 'inkSoft']],
  ['placeholder', ['field']],
  ['onSelected', ['selected']],
];

/**
 * Non-text parts that must be told apart from what is around them (WCAG 1.4.11: 3:1): the
 * focus ring, a field's edge on every surface a field sits on (the FAQ search on the tinted
 * band), and a selected segment against its track and the unselected segments (1.4.1: a
 * selection told by more than a tint).
 */
const PARTS_ON: ReadonlyArray<[ColorToken, ColorToken[]]> = [
  ['focus', ['bg', 'surface', 'raised']],
  ['fieldBorder', ['field', 'raised', 'bg', 'surface', 'surfaceStrong']],
  ['selected', ['bg', 'surface', 'surfaceStrong', 'raised']],
];

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('the %s palette', (_name, palette: Palette) => {
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
