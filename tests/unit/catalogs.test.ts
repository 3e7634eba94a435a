import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLegalDocument, compileCatalog, compileLegalDocument, type CatalogTree } from '../../scripts/messages/compile';
import { catalogFile, legalFile, MESSAGES_DIR } from '../../src/app/modules';
import { defaultLocale, locales } from '../../src/i18n/locales';

const read = (file: string) => readFileSync(file, 'utf8');
const source = JSON.parse(read(catalogFile(defaultLocale.code))) as CatalogTree;
const legalNames = readdirSync(`${MESSAGES_DIR}/${defaultLocale.code}/legal`).map((file) => file.replace(/\.md$/, ''));

/*
 * What `npm run lint` cannot see and a translation platform would not stop: every message of every
 * catalog parses as ICU MessageFormat and asks for exactly its source's arguments, choices and
 * tags; no message is missing or extra; every legal document has the source's sections in order.
 * Each problem is one line naming the file and the key.
 */
describe.each(locales.map((locale) => locale.code))('the %s catalog', (code) => {
  it('has every message of the source, and no other, each parsing with the source’s arguments and tags', () => {
    expect(compileCatalog(source, JSON.parse(read(catalogFile(code))) as CatalogTree, catalogFile(code)).problems).toEqual([]);
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
});
