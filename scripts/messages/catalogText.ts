/**
 * The catalogs as text, before they are messages: JSON read with the file, line and column of
 * what breaks it, and the invisible characters a translator's editor hides and machine
 * translation drops, which the catalogs write escaped (`\u00a0` in JSON, `&nbsp;` or `&#x200E;`
 * in Markdown). `npm run format` escapes them (normalize.ts); the check refuses them raw.
 */
import type { CatalogTree } from './compile.ts';

/** Spaces and marks that show as nothing or as an ordinary space: what must be written escaped. */
const INVISIBLE = /[\p{Cf}\p{Zs}\u2028\u2029]/gu;

const NAMES: Record<string, string> = {
  '\u00a0': 'no-break space',
  '\u202f': 'narrow no-break space',
  '\u2007': 'figure space',
  '\u2060': 'word joiner',
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u200e': 'left-to-right mark',
  '\u200f': 'right-to-left mark',
  '\u061c': 'Arabic letter mark',
  '\u00ad': 'soft hyphen',
  '\ufeff': 'byte order mark',
};

export type CatalogKind = 'json' | 'markdown';

const codePoint = (character: string) => character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

/** How a character is written escaped: `\u00a0` in a JSON string, a character reference in Markdown. */
export function escaped(character: string, kind: CatalogKind): string {
  if (kind === 'json') return `\\u${codePoint(character).toLowerCase()}`;
  return character === '\u00a0' ? '&nbsp;' : `&#x${codePoint(character)};`;
}

/** Whether a character must be written escaped (an ordinary space need not). */
const isInvisible = (character: string) => character !== ' ' && /^[\p{Cf}\p{Zs}\u2028\u2029]$/u.test(character);

/** `line:column` of an offset in a text, both from 1. */
function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `${line}:${offset - before.lastIndexOf('\n')}`;
}

/**
 * The key each line of a formatted JSON catalog holds (`community.faq.title`), for naming where a
 * character is; a catalog written on one line has only positions.
 */
function keysByLine(text: string): string[] {
  const path: string[] = [];
  return text.split('\n').map((line) => {
    const group = /^\s*"([^"]+)":\s*\{\s*$/.exec(line);
    if (group) path.push(group[1]!);
    else if (/^\s*\},?\s*$/.test(line)) path.pop();
    const message = /^\s*"([^"]+)":\s*"/.exec(line);
    return message ? [...path, message[1]!].join('.') : '';
  });
}

/** Every invisible character written raw, as a line naming the file, its place and its escape. */
export function rawInvisibleCharacters(text: string, file: string, kind: CatalogKind): string[] {
  const keys = kind === 'json' ? keysByLine(text) : [];
  return [...text.matchAll(INVISIBLE)]
    .filter(([character]) => isInvisible(character))
    .map((match) => {
      const character = match[0];
      const at = position(text, match.index);
      const key = keys[Number(at.split(':')[0]) - 1];
      const name = NAMES[character] ?? 'invisible character';
      return `${file}:${at}:${key ? ` ${key}:` : ''} a raw ${name} (U+${codePoint(character)}): write it as ${escaped(character, kind)}`;
    });
}

/** The text with every invisible character written escaped (they only ever stand inside messages). */
export function escapeInvisibleCharacters(text: string, kind: CatalogKind): string {
  return text.replace(INVISIBLE, (character) => (isInvisible(character) ? escaped(character, kind) : character));
}

/** The text with its escaped invisible characters written out again: what the messages hold (the inverse of escaping). */
export function unescapeInvisibleCharacters(text: string, kind: CatalogKind): string {
  if (kind === 'json') return text.replace(/\\u([\da-f]{4})/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
  return text.replace(/&(?:#x([\da-f]+)|#(\d+)|nbsp);/gi, (_, hex: string | undefined, decimal: string | undefined) =>
    String.fromCodePoint(hex ? parseInt(hex, 16) : decimal ? Number(decimal) : 0xa0),
  );
}

/** A catalog's messages, or an error naming the file, line and column where its JSON breaks. */
export function parseCatalog(text: string, file: string): CatalogTree {
  try {
    return JSON.parse(text) as CatalogTree;
  } catch (error) {
    const message = (error as Error).message;
    const offset = /at position (\d+)/.exec(message)?.[1];
    const where = offset === undefined ? file : `${file}:${position(text, Number(offset))}`;
    throw new Error(`${where}: not valid JSON (${message.replace(/ in JSON at position \d+.*$/, '')})`, { cause: error });
  }
}
