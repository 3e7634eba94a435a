import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeInvisibleCharacters, parseCatalog, rawInvisibleCharacters } from '../../scripts/messages/catalogText';
import { checkLegalDocument, compileCatalog, compileLegalDocument, pluralFormsOf, type CatalogTree } from '../../scripts/messages/compile';
import { catalogFile, legalFile, MESSAGES_DIR } from '../../src/app/modules';
import { defaultLocale, locales } from '../../src/i18n/locales';

const read = (file: string) => readFileSync(file, 'utf8');
const source = parseCatalog(read(catalogFile(defaultLocale.code)), catalogFile(defaultLocale.code));
const legalNames = readdirSync(`${MESSAGES_DIR}/${defaultLocale.code}/legal`).map((file) => file.replace(/\.md$/, ''));

/*
 * What `npm run lint` cannot see and a translation platform would not stop: every message of every
 * catalog parses as ICU MessageFormat and asks for exactly its source's arguments, choices and
 * tags; no message is missing or extra; every legal document has the source's sections in order.
 * Each problem is one line naming the file and the key.
 */
describe.each(locales.map((locale) => [locale.code, locale.intl]))('the %s catalog', (code, intl) => {
  it('has every message of the source, and no other, each parsing with the source’s arguments and tags and every plural form', () => {
    const file = catalogFile(code);
    expect(compileCatalog(source, parseCatalog(read(file), file), file, pluralFormsOf(intl)).problems).toEqual([]);
  });

  it('writes its invisible characters escaped', () => {
    expect(rawInvisibleCharacters(read(catalogFile(code)), catalogFile(code), 'json')).toEqual([]);
    for (const name of legalNames)
      expect(rawInvisibleCharacters(read(legalFile(code, name)), legalFile(code, name), 'markdown')).toEqual([]);
  });

  it.each(legalNames)('has the legal document %s with the source’s sections, in order, with their arguments', (name) => {
    const sourceDocument = compileLegalDocument(read(legalFile(defaultLocale.code, name)), legalFile(defaultLocale.code, name));
    const document = compileLegalDocument(read(legalFile(code, name)), legalFile(code, name));
    expect(checkLegalDocument(sourceDocument, document, legalFile(code, name))).toEqual([]);
  });
});

describe('the catalog check', () => {
  const english = {
    faq: { items: { cost: 'Is it free?', age: 'How old must I be?' } },
    greeting: 'Hello {name}',
    agree: 'I agree to the <terms>Terms</terms>',
  };
  const problems = (translation: unknown) => compileCatalog(english, translation as CatalogTree, 'messages/xx.json').problems;

  it('names the language and the key of a message missing, extra, or with other arguments or tags than the source', () => {
    expect(
      problems({
        faq: { items: { cost: '¿Es gratis?', extra: '¿Otra?' } },
        greeting: 'Hola {nombre}',
        agree: 'Acepto los Términos',
      }),
    ).toEqual([
      'messages/xx.json: faq.items.age: missing',
      'messages/xx.json: faq.items.extra: not in the source catalog',
      'messages/xx.json: greeting: asks for {nombre}, where the source asks for {name}',
      'messages/xx.json: agree: asks for none, where the source asks for <terms>',
    ]);
  });

  it('names a message that does not parse', () => {
    expect(problems({ ...english, greeting: 'Hola {name' })).toEqual([
      expect.stringMatching(/^messages\/xx\.json: greeting: does not parse as ICU MessageFormat/),
    ]);
  });

  it('lets a language count where its grammar does, and refuses a select that loses a choice', () => {
    const counted = { days: '{done} of {goal, plural, one {# day} other {# days}}', scope: '{s, select, all {all} other {one}}' };
    const check = (translation: object) => compileCatalog(counted, translation as CatalogTree, 'messages/xx.json').problems;
    expect(check({ days: '{done, plural, one {# jour} other {# jours}} sur {goal}', scope: '{s, select, all {tout} other {un}}' })).toEqual(
      [],
    );
    expect(check({ days: '{done} sur {goal}', scope: '{s, select, other {un}}' })).toEqual([
      'messages/xx.json: scope: asks for {s, select, other}, where the source asks for {s, select, all|other}',
    ]);
  });

  it('names a legal document’s section that is missing, moved or without its link', () => {
    const document = (markdown: string) => compileLegalDocument(markdown, 'xx/terms.md');
    const english = document('Summary.\n\n## One {#one}\n\nSee {lightpaper}.\n\n## Two {#two}\n\nText.\n');
    expect(checkLegalDocument(english, document('Résumé.\n\n## Deux {#two}\n\nTexte.\n\n## Un {#one}\n\nVoir.\n'), 'xx/terms.md')).toEqual([
      'xx/terms.md: section 1 is “two: none”, where the source has “one: {lightpaper}”',
      'xx/terms.md: section 2 is “one: none”, where the source has “two: none”',
    ]);
    expect(() => document('Summary.\n\n## No anchor\n\nText.\n')).toThrow('has no {#id}');
    expect(() => document('Summary.\n\n## One {#one}\n\nSome *emphasis*.\n')).toThrow('only plain text');
  });

  it('names a plural that leaves out one of its language’s forms, whatever exact matches it has', () => {
    const counted = { days: '{count, plural, one {# día} other {# días}}' };
    const check = (translation: object, locale: string) =>
      compileCatalog(counted, translation as CatalogTree, 'messages/xx.json', pluralFormsOf(locale)).problems;
    expect(check({ days: '{count, plural, =0 {ningún día} one {# día} other {# días}}' }, 'es')).toEqual([
      'messages/xx.json: days: {count, plural} lacks many (es has the forms many, one, other)',
    ]);
    expect(check({ days: '{count, plural, one {# día} many {# de días} other {# días}}' }, 'es')).toEqual([]);
    expect(check({ days: '{count, plural, one {يوم} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}' }, 'ar')).toEqual([
      'messages/xx.json: days: {count, plural} lacks zero (ar has the forms few, many, one, two, zero, other)',
    ]);
  });

  it('names an invisible character written raw by its line, column, key and escape', () => {
    const catalog = '{\n  "stats": {\n    "paid": "50\u00a0K+",\n    "mark": "\u200e$SCAN"\n  }\n}\n';
    expect(rawInvisibleCharacters(catalog, 'messages/xx.json', 'json')).toEqual([
      'messages/xx.json:3:16: stats.paid: a raw no-break space (U+00A0): write it as \\u00a0',
      'messages/xx.json:4:14: stats.mark: a raw left-to-right mark (U+200E): write it as \\u200e',
    ]);
    expect(rawInvisibleCharacters('Résumé\u202f: texte.\n', 'xx/terms.md', 'markdown')).toEqual([
      'xx/terms.md:1:7: a raw narrow no-break space (U+202F): write it as &#x202F;',
    ]);
  });

  it('escapes invisible characters without changing a message (npm run format)', () => {
    const catalog = '{\n  "paid": "50\u00a0K+ \u200e$SCAN"\n}\n';
    const escaped = escapeInvisibleCharacters(catalog, 'json');
    expect(escaped).toBe('{\n  "paid": "50\\u00a0K+ \\u200e$SCAN"\n}\n');
    expect(parseCatalog(escaped, 'messages/xx.json')).toEqual(parseCatalog(catalog, 'messages/xx.json'));
    const legal = escapeInvisibleCharacters('## Titre\u00a0: un {#un}\n\nVoir\u202f!\n', 'markdown');
    expect(legal).toBe('## Titre&nbsp;: un {#un}\n\nVoir&#x202F;!\n');
    const compiled = compileLegalDocument(`Résumé.\n\n${legal}`, 'xx/terms.md');
    expect(compiled.sections[0]).toMatchObject({ id: 'un', title: 'Titre\u00a0: un', blocks: ['Voir\u202f!'] });
  });

  it('names a catalog that is not valid JSON by its file, line and column', () => {
    expect(() => parseCatalog('{\n  "a": "b",\n  c: "d"\n}\n', 'messages/xx.json')).toThrow(
      /^messages\/xx\.json:3:3: not valid JSON \(Expected double-quoted property name\)$/,
    );
  });
});
