import type { ReactNode } from 'react';
import { locales, type Locale } from '../../i18n/locales';

/**
 * The visitor's own choice of language, remembered in the browser as the theme is (decision 025):
 * set when they dismiss the suggestion (the page's language) or follow it. Never a campaign or an
 * invite, and the server never sees it: the document does not change.
 */
export const LANGUAGE_CHOICE_KEY = 'scan:language';

const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/** The site's language the browser's list prefers most (`es-MX` → Spanish, `pt-PT` → Brazilian Portuguese), if any. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const locale = locales.find((entry) => primary(entry.lang) === primary(tag));
    if (locale) return locale;
  }
  return undefined;
}

/** The language the visitor chose on this site earlier, if any. */
function chosenLocale(): Locale | undefined {
  try {
    const choice = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return locales.find((locale) => locale.code === choice);
  } catch {
    // Storage refused: the browser's languages alone.
    return undefined;
  }
}

/** What to suggest on a page in `page`'s language: a banner for the language wanted, or nothing when it is the page's. */
export async function suggestion(page: Locale): Promise<ReactNode> {
  const wanted = chosenLocale() ?? preferredLocale(navigator.languages);
  if (!wanted || wanted === page) return null;
  return (await import('./LanguageBanner')).languageBanner(page, wanted);
}
