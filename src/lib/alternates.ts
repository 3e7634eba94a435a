import { defaultLocale, localizedPath, locales } from '../i18n/locales';

export interface Alternate {
  /** A language (`es`, `pt-BR`) or `x-default`: the page for everyone else. */
  hreflang: string;
  href: string;
}

/**
 * The same page in every language, as absolute URLs on SITE_URL, plus `x-default` (English, the
 * site as it always was): the `hreflang` alternates of a page's head and of the sitemap.
 */
export function alternatesOf(path: string, siteUrl: string): Alternate[] {
  const href = (locale: (typeof locales)[number]) => new URL(localizedPath(locale, path), siteUrl).href;
  return [
    ...locales.map((locale) => ({ hreflang: locale.lang, href: href(locale) })),
    { hreflang: 'x-default', href: href(defaultLocale) },
  ];
}
