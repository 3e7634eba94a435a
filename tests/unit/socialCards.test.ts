import { describe, expect, it } from 'vitest';
import { layoutText, type PlacedLine } from '../../scripts/socialCards/card';
import { fontSet } from '../../scripts/socialCards/fonts';
import { setLine, type Line, type PlacedGlyph } from '../../scripts/socialCards/textLayout';
import { locales } from '../../src/i18n/locales';
import { socialCardPages } from '../../src/app/socialCards';
import { SOCIAL_CARD } from '../../src/lib/socialCards';
import { inviteRoute, routes } from '../../src/routes';
import '../support/words';

/**
 * The cards' words, as the build sets them (scripts/socialCards), without a build: HarfBuzz's
 * shaping is checked glyph by glyph, the layout against the card's edges.
 */

// The shell's words, as the server registers them (src/entry-server.tsx).
const pages = socialCardPages();
const pageOf = (code: string, path: string) => pages.find((page) => page.locale.code === code && page.route.path === path)!;
const RIGHT_EDGE = SOCIAL_CARD.width - 80;

/** The character a glyph draws (the first of its cluster). */
const charOf = (line: Line, glyph: PlacedGlyph) => String.fromCodePoint(line.text.codePointAt(glyph.cluster)!);
/** The glyph a font gives a character on its own: its isolated, unshaped form. */
const nominalOf = (line: Line, glyph: PlacedGlyph) => glyph.font.font.nominalGlyph(charOf(line, glyph).codePointAt(0)!);
/** The glyphs drawing the characters of `word`'s first occurrence in the line, in visual order. */
function glyphsOf({ line }: PlacedLine, word: string): PlacedGlyph[] {
  const start = line.text.indexOf(word, line.start);
  expect(start, `“${word}” in “${line.text.slice(line.start, line.end)}”`).toBeGreaterThanOrEqual(0);
  return line.glyphs.filter((glyph) => glyph.cluster >= start && glyph.cluster < start + word.length);
}
const lineWith = (lines: PlacedLine[], word: string) => lines.find(({ line }) => line.text.slice(line.start, line.end).includes(word))!;

describe('social cards: words set by HarfBuzz', () => {
  it('fits every page’s title and lead on its card in every language, inside the text’s room', () => {
    // Every route's, and the invite pages' (one card for every code).
    expect(pages).toHaveLength((routes.length + 1) * locales.length);
    expect(pages.filter((page) => page.route.path === inviteRoute.path)).toHaveLength(locales.length);
    for (const page of pages) {
      const { title, lead } = layoutText(page);
      expect(title.lines.length, `${page.locale.code} ${page.route.path}`).toBeGreaterThan(0);
      expect(title.lines.length).toBeLessThanOrEqual(3);
      expect(lead.lines.length).toBeLessThanOrEqual(4);
      // Every character of the words is drawn, on one line or another.
      const drawn = (lines: PlacedLine[]) => lines.map(({ line }) => line.text.slice(line.start, line.end)).join(' ');
      expect(drawn(lead.lines)).toBe(page.text.lead);
      expect(drawn(title.lines)).toBe(page.text.title);
    }
  });

  it('refuses words too long for a card rather than cutting them', () => {
    const page = pageOf('fr', '/eula');
    expect(() => layoutText({ ...page, text: { ...page.text, title: `${page.text.title} `.repeat(4) } })).toThrow(/do not fit/);
  });

  it('joins Arabic letters and runs them right to left, aligned right', () => {
    const { title, lead } = layoutText(pageOf('ar', '/'));
    for (const { line, x } of title.lines) {
      expect(x + line.width).toBeCloseTo(RIGHT_EDGE, 5);
      // Visual order, left to right, is the reverse of reading order: clusters only fall.
      const clusters = line.glyphs.map((glyph) => glyph.cluster);
      expect(clusters).toEqual(clusters.toSorted((a, b) => b - a));
    }
    // الذكاء: alef stands alone, lam starts a join (initial), thal ends it (final), kaf joins alef
    // (initial, final), hamza stands alone. A letter may be drawn as its body and its dots: the
    // letter is isolated when one of its glyphs is the font's glyph for it on its own.
    const wordLine = lineWith(title.lines, 'الذكاء');
    const word = glyphsOf(wordLine, 'الذكاء');
    const clusters = [...new Set(word.map((glyph) => glyph.cluster))].toSorted((a, b) => a - b);
    const forms = clusters.map((cluster) => {
      const glyphs = word.filter((glyph) => glyph.cluster === cluster);
      return [
        charOf(wordLine.line, glyphs[0]!),
        glyphs.some((glyph) => glyph.id === nominalOf(wordLine.line, glyph)) ? 'isolated' : 'joined',
      ];
    });
    expect(forms).toEqual([
      ['ا', 'isolated'],
      ['ل', 'joined'],
      ['ذ', 'joined'],
      ['ك', 'joined'],
      ['ا', 'joined'],
      ['ء', 'isolated'],
    ]);
    // Across the title, most letters take a joined form, and the joined title is not as wide as its letters set apart.
    const letters = title.lines.flatMap(({ line }) =>
      line.glyphs.filter((glyph) => /\p{L}/u.test(charOf(line, glyph))).map((glyph) => ({ line, glyph })),
    );
    const joined = letters.filter(({ line, glyph }) => glyph.id !== nominalOf(line, glyph));
    expect(joined.length / letters.length).toBeGreaterThan(0.6);
    const apart = setLine(
      { text: [...pageOf('ar', '/').text.title].join('\u200c'), dir: 'rtl', lang: 'ar', script: 'Arab' },
      { fonts: fontSet('bold'), size: title.size },
    );
    const together = setLine(
      { text: pageOf('ar', '/').text.title, dir: 'rtl', lang: 'ar', script: 'Arab' },
      { fonts: fontSet('bold'), size: title.size },
    );
    expect(Math.abs(apart.width - together.width)).toBeGreaterThan(title.size);

    // The lead's $SCAN runs left to right inside the right-to-left sentence, after (left of) the word before it.
    const scanLine = lineWith(lead.lines, '$SCAN');
    const scan = glyphsOf(scanLine, '$SCAN');
    expect(scan.map((glyph) => charOf(scanLine.line, glyph)).join('')).toBe('$SCAN');
    expect(scan.map((glyph) => glyph.x)).toEqual(scan.map((glyph) => glyph.x).toSorted((a, b) => a - b));
    const before = glyphsOf(scanLine, 'رموز');
    expect(Math.min(...before.map((glyph) => glyph.x))).toBeGreaterThan(Math.max(...scan.map((glyph) => glyph.x)));
  });

  it('forms Devanagari conjuncts and puts the i vowel sign before its consonant', () => {
    const { title, lead } = layoutText(pageOf('hi', '/how-it-works'));
    for (const { x } of [...title.lines, ...lead.lines]) expect(x).toBe(80);
    // क्वेस्ट: seven characters, two of them viramas; HarfBuzz draws half forms and conjuncts in fewer glyphs.
    const quest = glyphsOf(lineWith(lead.lines, 'क्वेस्ट'), 'क्वेस्ट');
    expect([...'क्वेस्ट']).toHaveLength(7);
    expect(quest.length).toBeLessThan(7);
    expect(quest.map((glyph) => glyph.font.name)).toEqual(quest.map(() => 'NotoSansDevanagari_400Regular'));
    // मिनटों: the i sign (ि), written after म, is drawn before it.
    const minutesLine = lineWith(lead.lines, 'मिनटों');
    const minutes = glyphsOf(minutesLine, 'मिनटों');
    const ma = minutes.findIndex((glyph) => glyph.id === nominalOf(minutesLine.line, glyph) && charOf(minutesLine.line, glyph) === 'म');
    const iSign = minutes.findIndex((glyph) => glyph.id !== nominalOf(minutesLine.line, glyph) || charOf(minutesLine.line, glyph) !== 'म');
    expect(iSign).toBe(0);
    expect(ma).toBe(1);
    expect(minutes[0]!.x).toBeLessThan(minutes[1]!.x);
  });
});
