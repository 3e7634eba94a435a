import { describe, expect, it } from 'vitest';
import type { Words } from '../../src/content/schema';
import { locales } from '../../src/i18n/locales';
import { wordsOf } from '../support/words';

/*
 * A figure never breaks inside: "50 000", "US$ 2,5M", "2,5 M $US", "< 10 min", "99 %" hold
 * their parts together with no-break spaces, so a line may end before or after a figure, never
 * in it (issue 26). Breakable spaces are U+0020 and the other spaces a line may end at.
 */
const BREAKABLE = '[ \\u2000-\\u2006\\u2008-\\u200a]';
const CURRENCY = '(?:US\\$|\\$US|R\\$|\\$|€|₹)';
/** A unit or a magnitude that belongs to the number before it. */
const UNIT = `(?:${CURRENCY}|%|K\\b|M\\b|min\\b|h\\/|million|millions|mil\\b|mi\\b|milhão|milhões|مليون|ألف|لاكھ|लाख|हज़ार|करोड़|मिनट|دقائق|دقيقة)`;
const INSIDE_A_FIGURE = new RegExp(
  [`\\d${BREAKABLE}(?=\\d)`, `\\d${BREAKABLE}(?=${UNIT})`, `(?:${CURRENCY}|<|>|≤)${BREAKABLE}(?=\\d)`].join('|'),
  'u',
);

/** Every string of one language's words, with where it is (functions are called with sample figures). */
function stringsOf(words: unknown, path: string[] = []): { where: string; text: string }[] {
  if (typeof words === 'string') return [{ where: path.join('.'), text: words }];
  if (typeof words === 'function') {
    // Templates that take amounts or names: filled with a sample, what they add is checked (those taking lists are not).
    try {
      const text = (words as (...args: unknown[]) => unknown)('$12.75', 'Gold');
      return typeof text === 'string' ? [{ where: path.join('.'), text }] : [];
    } catch {
      return [];
    }
  }
  if (words && typeof words === 'object') return Object.entries(words).flatMap(([key, child]) => stringsOf(child, [...path, key]));
  return [];
}

const NAMES = Object.keys(import.meta.glob('../../src/content/en/*.ts')).map(
  (path) => path.replace(/^.*\/(\w+)\.ts$/, '$1') as keyof Words,
);

describe.each(locales.map((locale) => locale.code))('figures in %s', (code) => {
  it('never hold a breakable space inside', () => {
    const broken = NAMES.flatMap((name) =>
      stringsOf(wordsOf(code, name), [name]).flatMap(({ where, text }) => {
        // A telephone number in a field's example is typed, and a select's options are a list of
        // one-line choices the mail draft copies as the spec words them: none is laid out in lines.
        if (where.endsWith('.placeholder') || where.includes('.choices.')) return [];
        const match = INSIDE_A_FIGURE.exec(text);
        return match ? [`${where}: “…${text.slice(Math.max(0, match.index - 12), match.index + 14)}…”`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
