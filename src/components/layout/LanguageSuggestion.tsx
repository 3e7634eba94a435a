import { useEffect, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/messages';
import { suggestion } from './languageChoice';

/**
 * A suggestion, never a redirect (decision 025): after hydration, when the visitor's choice, or
 * else the browser's preferred language, is another of the site's languages than the page's, a
 * small banner in that language links to the same page in it. Its code comes once the page has
 * hydrated and the browser is idle (src/components/layout/Layout.tsx), the banner's words only
 * when it has something to say.
 */
export function LanguageSuggestion() {
  const page = useLocale();
  const [banner, setBanner] = useState<ReactNode>(null);
  useEffect(() => {
    void suggestion(page).then(setBanner);
  }, [page]);
  return banner;
}
