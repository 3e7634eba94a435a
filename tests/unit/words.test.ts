import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unescapeInvisibleCharacters } from '../../scripts/messages/catalogText';
import { catalogFile, legalFile, MESSAGES_DIR } from '../../src/app/modules';
import { defaultLocale, locales } from '../../src/i18n/locales';
import { compiledIn } from '../support/words';

const legalNames = readdirSync(join(MESSAGES_DIR, defaultLocale.code, 'legal')).map((file) => file.replace(/\.md$/, ''));
/** Every file a language's words are in: its catalog and its legal documents. */
const filesOf = (code: string) => [catalogFile(code), ...legalNames.map((name) => legalFile(code, name))];
/** A file's words with their invisible characters written out, as the catalogs escape them. */
const wordsIn = (file: string) => unescapeInvisibleCharacters(readFileSync(file, 'utf8'), file.endsWith('.json') ? 'json' : 'markdown');

describe('the words of a right-to-left language', () => {
  const rightToLeft = locales.filter((locale) => locale.dir === 'rtl').flatMap((locale) => filesOf(locale.code));

  // In a right-to-left paragraph a neutral sign before a Latin word takes the paragraph's direction:
  // `$SCAN` would read `SCAN$`. A left-to-right mark before the sign keeps it with its word. (`{#id}` anchors a heading.)
  it.each(rightToLeft)('%s marks a sign that leads a Latin word as left-to-right', (file) => {
    const unmarked = [...wordsIn(file).matchAll(/(.{0,12})[$#@+](?=[A-Za-z])/gu)].filter(
      ([, before]) => !/\u200e$/.test(before!) && !/[A-Za-z0-9.@{]$/.test(before!),
    );
    expect(unmarked.map(([match]) => match)).toEqual([]);
  });

  // The same at the other end: `$` closing `US` would read `$US` unless a left-to-right mark follows.
  // Intl writes `US$` in figures (`{amount, number, ::currency/USD}`): the message closes it too.
  it.each(rightToLeft)('%s marks a sign or a figure that closes a Latin word as left-to-right', (file) => {
    const text = wordsIn(file);
    expect([...text.matchAll(/[A-Za-z][$](?!\u200e)/gu)].map(([match]) => match)).toEqual([]);
    expect([...text.matchAll(/::currency\/USD[^}]*\}(?!\u200e)/gu)].map(([match]) => match)).toEqual([]);
  });
});

describe('where the words are', () => {
  it('no language has TypeScript words modules any more: every word is in its catalog', () => {
    for (const { code } of locales) expect(existsSync(join('src/content', code)), code).toBe(false);
  });

  it.each(locales)('$code: the shell survives JSON, as it travels in every document’s boot data', ({ code }) => {
    const shell = compiledIn(code, 'shell');
    expect(JSON.parse(JSON.stringify(shell))).toEqual(shell);
  });
});
