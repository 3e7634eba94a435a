import bidiFactory from 'bidi-js';
import * as hb from 'harfbuzzjs';
import type { FontSet, LoadedFont, Script } from './fonts';

/**
 * Text set for the cards: HarfBuzz shapes it (Arabic joining, Devanagari conjuncts and vowel
 * signs, kerning, ligatures), the Unicode bidirectional algorithm (bidi-js) orders its runs, and
 * lines break between words where the shaped words fit. What comes out is glyphs with positions,
 * drawn as outlines: the rasterizer never lays out text itself.
 */

const bidi = bidiFactory();

export interface Paragraph {
  text: string;
  dir: 'ltr' | 'rtl';
  /** BCP 47: HarfBuzz picks a language's forms where a font has them. */
  lang: string;
  /** The language's script: characters common to several scripts (digits, punctuation) take the neighbouring one. */
  script: Script;
}

export interface TextStyle {
  fonts: FontSet;
  /** Font size, in pixels. */
  size: number;
  /** Extra space after every glyph, in em (the wordmark's letter-spacing). */
  tracking?: number;
}

/** A glyph in a line: x from the line's left edge, y from its baseline (downwards), in pixels. */
export interface PlacedGlyph {
  font: LoadedFont;
  id: number;
  /** The UTF-16 index of the first character it draws (HarfBuzz's cluster). */
  cluster: number;
  x: number;
  y: number;
  scale: number;
}

export interface Line {
  /** The paragraph the line is part of: glyphs' clusters index into it. */
  text: string;
  start: number;
  end: number;
  /** Advance width in pixels. */
  width: number;
  /** In visual order, left to right. */
  glyphs: PlacedGlyph[];
}

const SCRIPTS: readonly [Script, RegExp][] = [
  ['Arab', /\p{Script=Arabic}/u],
  ['Deva', /\p{Script=Devanagari}/u],
  ['Latn', /\p{Script=Latin}/u],
];
/** Marks of direction and joining (LRM, ZWJ…): HarfBuzz hides them, whichever font a run uses. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

/**
 * A paragraph ready to set: each character's font and bidi level, its words, and its lines as
 * far as they have been shaped, in em (positions scale with the size: no hinting), so trying
 * another size shapes nothing again.
 */
interface Prepared {
  paragraph: Paragraph;
  /** Extra space after every glyph, in em. */
  tracking: number;
  fonts: LoadedFont[];
  levels: Uint8Array;
  words: { start: number; end: number }[];
  lines: Map<string, Line>;
}

/**
 * Each character's font: that of its script; characters of no script of their own (digits,
 * spaces, punctuation, marks) take their neighbour's, so a run is not split at every comma; a
 * character its script's font lacks takes the first font that has it. A character no font has
 * stops the build: a card never shows a missing-glyph box.
 */
function fontsOf({ text, script }: Paragraph, fonts: FontSet): LoadedFont[] {
  const codePoints = [...text];
  const scripts = codePoints.map((char) => SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0]);
  const firstStrong = scripts.find((each) => each !== undefined) ?? script;
  let previous = firstStrong;
  const byIndex: LoadedFont[] = [];
  codePoints.forEach((char, i) => {
    const own = scripts[i] ?? previous;
    previous = own;
    const codePoint = char.codePointAt(0)!;
    const font =
      fonts[own].covers(codePoint) || IGNORABLE.test(char)
        ? fonts[own]
        : Object.values(fonts).find((candidate) => candidate.covers(codePoint));
    if (!font) throw new Error(`No font of the cards draws U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} in “${text}”`);
    for (let unit = 0; unit < char.length; unit++) byIndex.push(font);
  });
  return byIndex;
}

const preparedParagraphs = new Map<string, Prepared>();

function prepare(paragraph: Paragraph, { fonts, tracking = 0 }: TextStyle): Prepared {
  const key = JSON.stringify([Object.values(fonts).map((font) => font.name), tracking, paragraph]);
  let known = preparedParagraphs.get(key);
  if (!known) {
    const words = [...paragraph.text.matchAll(/[^ ]+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
    known = {
      paragraph,
      tracking,
      fonts: fontsOf(paragraph, fonts),
      levels: bidi.getEmbeddingLevels(paragraph.text, paragraph.dir).levels,
      words,
      lines: new Map(),
    };
    preparedParagraphs.set(key, known);
  }
  return known;
}

/** A line shaped in em, at a size in pixels. */
function atSize(line: Line, size: number): Line {
  return {
    ...line,
    width: line.width * size,
    glyphs: line.glyphs.map((glyph) => ({ ...glyph, x: glyph.x * size, y: glyph.y * size, scale: glyph.scale * size })),
  };
}

/** One run of one font and direction, shaped with the paragraph around it as context (joining across runs). */
function shapeRun(prepared: Prepared, start: number, end: number): PlacedGlyph[] & { advance: number } {
  const { paragraph, tracking } = prepared;
  const font = prepared.fonts[start]!;
  const rtl = prepared.levels[start]! % 2 === 1;
  const buffer = new hb.Buffer();
  buffer.addText(paragraph.text, start, end - start);
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.setLanguage(paragraph.lang);
  buffer.guessSegmentProperties();
  hb.shape(font.font, buffer);
  const scale = 1 / font.unitsPerEm;
  let advance = 0;
  const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => {
    const placed = {
      font,
      id: glyph.codepoint,
      cluster: glyph.cluster,
      x: advance + (glyph.xOffset ?? 0) * scale,
      y: -(glyph.yOffset ?? 0) * scale,
      scale,
    };
    advance += (glyph.xAdvance ?? 0) * scale + (glyph.xAdvance ? tracking : 0);
    return placed;
  });
  return Object.assign(glyphs, { advance });
}

/**
 * The characters from `start` to `end` set as one line: cut into runs of one font and one bidi
 * level, each shaped in its direction, the runs put in visual order by the bidi algorithm's
 * rule L2 (from the highest level down, reverse every sequence at that level or above).
 */
function lineOf(prepared: Prepared, start: number, end: number): Line {
  const key = `${start}:${end}`;
  const known = prepared.lines.get(key);
  if (known) return known;
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = start; i < end; i++) {
    const last = runs.at(-1);
    if (last && prepared.levels[i] === last.level && prepared.fonts[i] === prepared.fonts[last.start]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: prepared.levels[i]! });
  }
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  const glyphs: PlacedGlyph[] = [];
  let width = 0;
  for (const run of runs) {
    const shaped = shapeRun(prepared, run.start, run.end);
    for (const glyph of shaped) glyphs.push({ ...glyph, x: glyph.x + width });
    width += shaped.advance;
  }
  const line = { text: prepared.paragraph.text, start, end, width, glyphs };
  prepared.lines.set(key, line);
  return line;
}

/** Lines as long as fit in `width` (in em), word by word: a word wider than `width` gets a line of its own. */
function greedyLines(prepared: Prepared, width: number): Line[] {
  const { words } = prepared;
  const lines: Line[] = [];
  for (let first = 0; first < words.length;) {
    let last = first;
    while (last + 1 < words.length && lineOf(prepared, words[first]!.start, words[last + 1]!.end).width <= width) last++;
    lines.push(lineOf(prepared, words[first]!.start, words[last]!.end));
    first = last + 1;
  }
  return lines;
}

/**
 * The same number of lines as filling them would give, of the most even lengths (CSS's
 * `text-wrap: balance`, which the site's headings use): the narrowest width that needs no more lines.
 */
function balancedLines(prepared: Prepared, width: number): Line[] {
  const filled = greedyLines(prepared, width);
  if (filled.length < 2) return filled;
  let [narrow, wide] = [Math.max(...prepared.words.map((word) => lineOf(prepared, word.start, word.end).width)), width];
  while (wide - narrow > 0.01) {
    const middle = (narrow + wide) / 2;
    if (greedyLines(prepared, middle).length <= filled.length) wide = middle;
    else narrow = middle;
  }
  return greedyLines(prepared, wide);
}

export interface WrapOptions {
  /** In pixels. */
  width: number;
  maxLines: number;
  balance?: boolean;
}

/** The paragraph broken into lines no wider than `width`, or undefined when it needs more than `maxLines` or a word does not fit. */
export function wrapParagraph(
  paragraph: Paragraph,
  style: TextStyle,
  { width, maxLines, balance = false }: WrapOptions,
): Line[] | undefined {
  const prepared = prepare(paragraph, style);
  const widthInEm = width / style.size;
  const lines = balance ? balancedLines(prepared, widthInEm) : greedyLines(prepared, widthInEm);
  return lines.length <= maxLines && lines.every((line) => line.width <= widthInEm)
    ? lines.map((line) => atSize(line, style.size))
    : undefined;
}

/** The whole paragraph on one line. */
export function setLine(paragraph: Paragraph, style: TextStyle): Line {
  return atSize(lineOf(prepare(paragraph, style), 0, paragraph.text.length), style.size);
}

/** A glyph's ink, from the line's left edge and baseline, in pixels; undefined for a blank glyph. */
function inkOf(glyph: PlacedGlyph) {
  const extents = glyph.font.font.glyphExtents(glyph.id);
  if (!extents || extents.width === 0 || extents.height === 0) return undefined;
  const left = glyph.x + extents.xBearing * glyph.scale;
  const top = glyph.y - extents.yBearing * glyph.scale;
  return { left, right: left + extents.width * glyph.scale, top, bottom: top - extents.height * glyph.scale };
}

/** Where a line's ink reaches, from its left edge and baseline. */
export function lineInk(line: Line): { left: number; right: number; top: number; bottom: number } {
  const boxes = line.glyphs.map(inkOf).filter((box) => box !== undefined);
  return {
    left: Math.min(...boxes.map((box) => box.left)),
    right: Math.max(...boxes.map((box) => box.right)),
    top: Math.min(...boxes.map((box) => box.top)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  };
}

const outlines = new Map<LoadedFont, Map<number, hb.SvgPathCommand[]>>();

function outlineOf(font: LoadedFont, id: number): hb.SvgPathCommand[] {
  let byId = outlines.get(font);
  if (!byId) outlines.set(font, (byId = new Map()));
  let outline = byId.get(id);
  if (!outline) byId.set(id, (outline = font.font.glyphToJson(id)));
  return outline;
}

const coordinate = (value: number) => String(Math.round(value * 10) / 10);

/** SVG path data drawing a line's glyphs with its left edge at `x` and its baseline at `y`. */
export function linePath(line: Line, x: number, y: number): string {
  const parts: string[] = [];
  for (const glyph of line.glyphs) {
    const [originX, originY, scale] = [x + glyph.x, y + glyph.y, glyph.scale];
    for (const { type, values } of outlineOf(glyph.font, glyph.id)) {
      const points: string[] = [];
      for (let i = 0; i < values.length; i += 2)
        points.push(coordinate(originX + values[i]! * scale), coordinate(originY - values[i + 1]! * scale));
      parts.push(type + points.join(' '));
    }
  }
  return parts.join('');
}
