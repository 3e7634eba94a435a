import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';

/** The scripts the site's languages are written in (src/i18n/locales.ts: `script`). */
export type Script = 'Latn' | 'Arab' | 'Deva';

export type Weight = 'regular' | 'bold';

/** A font HarfBuzz shapes with: its glyphs, their outlines and the characters it covers. */
export interface LoadedFont {
  name: string;
  font: hb.Font;
  face: hb.Face;
  unitsPerEm: number;
  covers(codePoint: number): boolean;
}

/**
 * The typefaces the cards are set in, from npm packages (devDependencies), never the machine's:
 * Inter for Latin, Noto Sans Arabic and Noto Sans Devanagari, each at a heading and a text
 * weight. Static TTF files (the @fontsource packages ship WOFF2 only, which HarfBuzz does not read).
 */
const FONT_FILES: Record<Script, Record<Weight, string>> = {
  Latn: {
    bold: '@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf',
    regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  },
  Arab: {
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  },
  Deva: {
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  },
};

const resolvePackageFile = createRequire(import.meta.url).resolve;

const loaded = new Map<string, LoadedFont>();

function loadFont(specifier: string): LoadedFont {
  const known = loaded.get(specifier);
  if (known) return known;
  const face = new hb.Face(new hb.Blob(readFileSync(resolvePackageFile(specifier))));
  const unicodes = new Set(face.collectUnicodes());
  const font: LoadedFont = {
    name: specifier.slice(specifier.lastIndexOf('/') + 1, -'.ttf'.length),
    font: new hb.Font(face),
    face,
    unitsPerEm: face.upem,
    covers: (codePoint) => unicodes.has(codePoint),
  };
  loaded.set(specifier, font);
  return font;
}

/** One weight of every script's typeface. */
export type FontSet = Record<Script, LoadedFont>;

export function fontSet(weight: Weight): FontSet {
  return {
    Latn: loadFont(FONT_FILES.Latn[weight]),
    Arab: loadFont(FONT_FILES.Arab[weight]),
    Deva: loadFont(FONT_FILES.Deva[weight]),
  };
}
