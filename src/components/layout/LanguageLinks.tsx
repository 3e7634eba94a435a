import { useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/words';
import { localizedPath, locales } from '../../i18n/locales';
import { findRoute } from '../../routes';

/**
 * The page the visitor is on, in each of the site's languages: plain links (a language is its
 * own document, so no script is needed), each marked with the language it leads to. The help
 * centre keeps its search; other pages read no query, so none is carried.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  const query = findRoute(pathname)?.readsQuery ? search : '';
  return (
    <ul className={className}>
      {locales.map((locale) => (
        <li key={locale.code}>
          <a
            href={`${localizedPath(locale, pathname)}${query}`}
            hrefLang={locale.lang}
            lang={locale.lang}
            aria-current={locale === current ? 'page' : undefined}
          >
            {locale.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
