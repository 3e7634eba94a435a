import { useEffect, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/messages';

/**
 * A suggestion, never a redirect (decision 025): after hydration, when the visitor's choice, or
 * else the browser's preferred language, is another of the site's languages than the page's, a
 * small banner in that language links to the same page in it. What decides loads after
 * hydration, the banner's code and words only when it has something to say.
 */
export function LanguageSuggestion() {
  const page = useLocale();
  const [banner, setBanner] = useState<ReactNode>(null);
  useEffect(() => {
    void import('./languageChoice').then(({ suggestion }) => suggestion(page)).then(setBanner);
  }, [page]);
  return banner;
}
