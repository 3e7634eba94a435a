import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';
import { wordsOf } from '../support/words';

/** Every language's words modules, as `src/content/<locale>/<name>.ts` paths. */
const wordsModules = locales.flatMap((locale) =>
  readdirSync(join('src/content', locale.code)).map((file) => join('src/content', locale.code, file)),
);

/** The modules a source file imports for their values (type-only imports vanish from the build). */
const runtimeImports = (source: string) =>
  [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]);

describe('words modules', () => {
  // Each is a file of its own that the browser imports by URL: an import would be one more request.
  it.each(wordsModules)('%s holds words only: it imports nothing at run time', (path) => {
    expect(runtimeImports(readFileSync(path, 'utf8'))).toEqual([]);
  });

  // In a right-to-left paragraph a neutral sign before a Latin word takes the paragraph's direction:
  // `$SCAN` would read `SCAN$`. A left-to-right mark before the sign keeps it with its word.
  it.each(
    locales.filter((locale) => locale.dir === 'rtl').flatMap((locale) => wordsModules.filter((path) => path.includes(`/${locale.code}/`))),
  )('%s marks a sign that leads a Latin word as left-to-right', (path) => {
    const unmarked = [...readFileSync(path, 'utf8').matchAll(/(.{0,12})[$#@+](?=[A-Za-z])/gu)].filter(
      ([, before]) => !/(\\u200e|\u200e)$/.test(before!) && !/[A-Za-z0-9.@]$/.test(before!),
    );
    expect(unmarked.map(([match]) => match)).toEqual([]);
  });

  // The same at the other end: `$` closing `US` would read `$US` unless a left-to-right mark follows.
  it.each(
    locales.filter((locale) => locale.dir === 'rtl').flatMap((locale) => wordsModules.filter((path) => path.includes(`/${locale.code}/`))),
  )('%s marks a sign that closes a Latin word as left-to-right', (path) => {
    const unmarked = [...readFileSync(path, 'utf8').matchAll(/(?<!\\u200)[A-Za-z][$](?!\\u200e|\u200e)/gu)];
    expect(unmarked.map(([match]) => match)).toEqual([]);
  });

  it.each(locales)('$code: the shell survives JSON, as it travels in every document’s boot data', (locale) => {
    const shell = wordsOf(locale.code, 'shell');
    expect(JSON.parse(JSON.stringify(shell))).toEqual(shell);
  });
});

describe('the code around the words', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );

  it('never names a language’s words module: types come from the schema, words through the loader', () => {
    const languageFolder = new RegExp(`from\\s+['"][./]*(?:content/)?(?:${locales.map((locale) => locale.code).join('|')})/`);
    expect(sources('src').filter((path) => languageFolder.test(readFileSync(path, 'utf8')))).toEqual([]);
  });
});
