import { useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/messages';
import { localizedPath, locales } from '../../i18n/locales';
import { notFoundRoute, routeAt } from '../../routes';

/**
 * The page the visitor is on, in each of the site's languages: plain links (a language is its
 * own document, so no script is needed), each marked with the language it leads to. The help
 * centre keeps its search; other pages read no query, so none is carried. The not-found page is
 * one document for every unknown path, so it offers each language's home.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  // An invite page is a page of its own in every language (decision 025).
  const found = routeAt(pathname);
  const route = found === notFoundRoute ? undefined : found;
  const query = route?.readsQuery ? search : '';
  return (
    <ul className={className}>
      {locales.map((locale) => (
        <li key={locale.code}>
          <a
            href={`${localizedPath(locale, route ? pathname : '/')}${query}`}
            hrefLang={locale.lang}
            lang={locale.lang}
            aria-current={route && locale === current ? 'page' : undefined}
          >
            {locale.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
