/**
 * The site's languages: a language is this entry and its catalog (`messages/<code>.json` and
 * `messages/<code>/legal/`). English, the source, lives at the site's paths, every other language
 * under its prefix (`/es/business`); each multiplies the route table. `name` is what the switcher
 * shows, `lang` is BCP 47 (`<html lang>`, `hreflang`), `intl` the locale `Intl` writes its numbers,
 * money, dates and plurals in (Spanish as Latin America writes figures, `US$ 1.240,00`; Arabic and
 * Hindi in Western digits, Hindi grouped the Indian way), `dir` the writing direction, `script`
 * its ISO 15924 code (the type setting follows it: src/styles/globalCss.ts), `ogLocale` Open
 * Graph's spelling, `headingCase` how its headings and buttons are capitalised (English in the
 * Title Case the spec quotes, the Romance languages in sentence case; `as written` where no rule
 * applies: a script without letter case, or German, which capitalises its nouns;
 * tests/unit/capitalisation.test.ts holds every heading to its language's rule).
 */
export const locales = [
  {
    code: 'en',
    intl: 'en-US',
    prefix: '',
    lang: 'en',
    dir: 'ltr',
    script: 'Latn',
    name: 'English',
    ogLocale: 'en_US',
    headingCase: 'title',
  },
  {
    code: 'es',
    intl: 'es-CO',
    prefix: '/es',
    lang: 'es',
    dir: 'ltr',
    script: 'Latn',
    name: 'Español',
    ogLocale: 'es_LA',
    headingCase: 'sentence',
  },
  {
    code: 'pt-br',
    intl: 'pt-BR',
    prefix: '/pt-br',
    lang: 'pt-BR',
    dir: 'ltr',
    script: 'Latn',
    name: 'Português (Brasil)',
    ogLocale: 'pt_BR',
    headingCase: 'sentence',
  },
  {
    code: 'fr',
    intl: 'fr-FR',
    prefix: '/fr',
    lang: 'fr',
    dir: 'ltr',
    script: 'Latn',
    name: 'Français',
    ogLocale: 'fr_FR',
    headingCase: 'sentence',
  },
  {
    code: 'ar',
    intl: 'ar-u-nu-latn',
    prefix: '/ar',
    lang: 'ar',
    dir: 'rtl',
    script: 'Arab',
    name: 'العربية',
    ogLocale: 'ar_AR',
    headingCase: 'as written',
  },
  {
    code: 'hi',
    intl: 'hi-IN-u-nu-latn',
    prefix: '/hi',
    lang: 'hi',
    dir: 'ltr',
    script: 'Deva',
    name: 'हिन्दी',
    ogLocale: 'hi_IN',
    headingCase: 'as written',
  },
] as const satisfies readonly {
  code: string;
  intl: string;
  prefix: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  script: 'Latn' | 'Arab' | 'Deva';
  name: string;
  ogLocale: string;
  headingCase: 'title' | 'sentence' | 'as written';
}[];

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale['code'];

export const defaultLocale: Locale = locales[0];

const byCode = new Map<string, Locale>(locales.map((locale) => [locale.code, locale]));

/**
 * The language a path is in and the path within it: `/es/business` → Spanish, `/business`;
 * `/es` → Spanish, `/`; `/business` → English, `/business`. Prefixes are lower case, as written.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const second = pathname.indexOf('/', 1);
  const first = second === -1 ? pathname.slice(1) : pathname.slice(1, second);
  const locale = first === defaultLocale.code ? undefined : byCode.get(first);
  if (!locale) return { locale: defaultLocale, path: pathname };
  return { locale, path: second === -1 ? '/' : pathname.slice(second) };
}

/** A site path in a language: (Spanish, `/business`) → `/es/business`; (Spanish, `/`) → `/es`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale.prefix === '') return path;
  return path === '/' ? locale.prefix : `${locale.prefix}${path}`;
}
