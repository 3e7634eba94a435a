import type { PluralForms } from '../../content/schema';
import { plural } from '../../i18n/plural';
import { useLocale } from '../../i18n/words';

/** Counted words in the page's language: the form its plural rules pick for the count (`src/i18n/plural.ts`). */
export function usePlural(): (count: number, forms: PluralForms) => string {
  const { lang } = useLocale();
  return (count, forms) => plural(lang, count, forms);
}
