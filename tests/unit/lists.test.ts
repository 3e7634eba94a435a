import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../../src/i18n/locales';
import { routes } from '../../src/routes';

/*
 * Every list written once (issue 37): the route table (src/routes.ts) and the languages
 * (src/i18n/locales.ts) are the only places that list the routes and the languages. Any other
 * file that needs them reads them from there, so a new page or a new language is one entry and
 * its own files (README.md, "A new page"; docs/translating.md, "Add a language").
 */

/** The two lists themselves; the catalogues (one per language, by name); the decision records, which are history. */
const OWNERS = new Set(['src/routes.ts', 'src/i18n/locales.ts']);
const EXEMPT = /^(?:messages\/|docs\/decisions\/)/;

/** Text files the repository keeps. */
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(?:[cm]?[jt]sx?|md|json|ya?ml|sh)$/.test(file) && !OWNERS.has(file) && !EXEMPT.test(file));

/** Lines near enough to be one list of n items: a literal array written one item a line, a sentence, a table's row. */
const windowFor = (items: number) => items + 3;

/**
 * The lists another file could write, each in the spellings a list is written in: the route
 * paths, quoted or linked; the languages by code, by BCP 47 tag, by their own names or by their
 * English names. A list keeps to one spelling, so a file that quotes a few codes beside a
 * sentence naming other languages lists nothing.
 */
const routePaths = [...new Set(routes.map((route) => route.path).filter((path) => path !== '/'))];
const translations = locales.filter((locale) => locale !== defaultLocale);
const englishName = new Intl.DisplayNames(['en'], { type: 'language' });
type Spelling = (item: string) => string[];
const quoted: Spelling = (item) => [`'${item}'`, `"${item}"`, `\`${item}\``];
const routeSpellings: Spelling[] = [(path) => [...quoted(path), `(${path})`]];
const languageSpellings: [(locale: (typeof locales)[number]) => string, Spelling][] = [
  [(locale) => locale.code, quoted],
  // An object keyed by language: `  es: () => import(…)`, `'pt-br': …`.
  [(locale) => locale.code, (code) => [` ${code}:`, ...quoted(code)]],
  [(locale) => locale.lang, quoted],
  [(locale) => locale.name, (name) => [name]],
  [(locale) => englishName.of(locale.lang.split('-')[0]!)!, (name) => [name]],
];

/** Where a file names every one of `items` (each in any of its spellings) within a few lines: that stretch's first line. */
function listedAt(text: string, items: readonly (readonly string[])[]): number | undefined {
  const lines = text.split('\n');
  const holds = (from: number, to: number) => {
    const stretch = lines.slice(from, to).join('\n');
    return items.every((spellings) => spellings.some((spelling) => stretch.includes(spelling)));
  };
  const window = windowFor(items.length);
  for (let start = 0; start < lines.length; start++) {
    if (!holds(start, start + window)) continue;
    // The smallest stretch that holds them, so the message points at the list itself.
    let first = start;
    while (holds(first + 1, start + window)) first++;
    return first + 1;
  }
  return undefined;
}

const routeListAt = (text: string) => routeSpellings.map((spell) => listedAt(text, routePaths.map(spell))).find(Boolean);
const languageListAt = (text: string) =>
  languageSpellings
    .map(([item, spell]) =>
      listedAt(
        text,
        translations.map((locale) => spell(item(locale))),
      ),
    )
    .find(Boolean);

describe('every list written once', () => {
  it('finds a list of the routes or the languages where one is written (the check itself)', () => {
    const array = routePaths.map((path) => `  '${path}',`).join('\n');
    expect(routeListAt(`const paths = [\n${array}\n];`)).toBe(2);
    expect(routeListAt(`Only ${routePaths[0]} and ${routePaths[1]}.`)).toBeUndefined();
    const names = translations.map((locale) => englishName.of(locale.lang.split('-')[0]!));
    expect(languageListAt(`intro\n\nIn ${names.join(', ')}.`)).toBe(3);
    const keyed = translations.map((locale) => `  ${/^[a-z]+$/.test(locale.code) ? locale.code : `'${locale.code}'`}: () => load(),`);
    expect(languageListAt(`const words = {\n${keyed.join('\n')}\n};`)).toBe(2);
    expect(languageListAt('const types: string[] = [];\nconst values: number[] = [];')).toBeUndefined();
    const [first, ...others] = translations;
    expect(languageListAt(`write('${first!.code}'); // and ${others.map((locale) => locale.name).join(', ')}`)).toBeUndefined();
  });

  it.each(files)('%s lists neither the routes nor the languages', (file) => {
    const text = readFileSync(file, 'utf8');
    const routeList = routeListAt(text);
    expect(
      routeList,
      `${file}:${routeList} lists all ${routePaths.length} of src/routes.ts's paths: read them from \`routes\` instead, so a new page needs no edit here`,
    ).toBeUndefined();
    const languageList = languageListAt(text);
    expect(
      languageList,
      `${file}:${languageList} lists every language of src/i18n/locales.ts: read them from \`locales\` (or say "every language"), so a new language needs no edit here`,
    ).toBeUndefined();
  });
});
