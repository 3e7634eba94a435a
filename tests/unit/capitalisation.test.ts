import { describe, expect, it } from 'vitest';
import { storeListings } from '../../src/content/storesData';
import { locales, type Locale, type LocaleCode } from '../../src/i18n/locales';
import { sentenceCaseProblem, titleCaseProblem } from '../support/capitalisation';
import type { CatalogArea } from '../../src/i18n/messages';
import { catalogIn, wordsOf } from '../support/words';

/** Keys whose words a page shows as a heading or on a button (or a link drawn as one). */
const HEADING_OR_BUTTON_KEY =
  /^(?:title|heading|formTitle|emptyTitle|storesTitle|benefitsTitle|webTitle|communityChannelsHeading|primaryAction|secondaryAction|action|submit|open|save|button|google|facebook)$/;
/** Objects whose every entry is a heading or a button's words. */
const HEADING_OR_BUTTON_GROUP = /^(?:webLinks|footerColumnTitles|actions)$/;

/**
 * The app's own screens (`appScreens`) are not the site's headings or buttons: they are a picture
 * of the app. Everything else the site says is held to its language's rule. (The legal documents'
 * headings keep the defined terms their texts write, and are checked by reading.)
 */
const SITE_WORDS = (Object.keys(catalogIn('en')) as CatalogArea[]).filter((name) => name !== 'appScreens');

/** Every heading and button text of one language's words, with where it is. */
function headingsAndButtons(locale: LocaleCode): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, path: string[], inGroup: boolean) => {
    if (typeof value === 'string') {
      const key = path[path.length - 1]!;
      // A message with arguments (a counted streak) is a sentence the language builds, not a title.
      if ((inGroup || HEADING_OR_BUTTON_KEY.test(key)) && !value.includes('{')) found.push({ where: path.join('.'), text: value });
      return;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key], inGroup || HEADING_OR_BUTTON_GROUP.test(key));
    }
  };
  for (const name of SITE_WORDS) walk(wordsOf(locale, name), [name], false);
  return found;
}

/**
 * Names that keep their capitals in a sentence-case language: the brand's, the stores', the
 * channels'; the legal documents' names and the terms they define, as their texts write them.
 */
const NAMES = [
  'SCAN',
  'Google',
  'Facebook',
  'Discord',
  'Android',
  ...storeListings.map((listing) => listing.store),
  'Política de Privacidade',
  'Termos de Serviço',
  'Contrato de Licença de Usuário Final',
  'Servicios',
  'Serviços',
  'Services',
  'Aplicativo',
];

/** The spec's empty-state message, quoted verbatim: a sentence the spec gives, not a title. */
const SPEC_SENTENCES = new Set(['No FAQs found']);

describe('capitalisation of headings and buttons', () => {
  it('finds the headings and buttons it checks', () => {
    expect(headingsAndButtons('en').length).toBeGreaterThan(100);
  });

  const casedAs = (headingCase: Locale['headingCase']) =>
    locales.filter((locale) => locale.headingCase === headingCase).map((locale) => locale.code);

  it.each(casedAs('title'))('writes every %s heading and button in Title Case', (code) => {
    const problems = headingsAndButtons(code).flatMap(({ where, text }) => {
      const problem = SPEC_SENTENCES.has(text) ? undefined : titleCaseProblem(text);
      return problem ? [`${where}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it.each(casedAs('sentence'))('writes every %s heading and button in sentence case', (code) => {
    const problems = headingsAndButtons(code).flatMap(({ where, text }) => {
      const problem = sentenceCaseProblem(text, NAMES);
      return problem ? [`${where}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
