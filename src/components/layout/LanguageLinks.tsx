import { useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/messages';
import { localizedPath, locales } from '../../i18n/locales';
import { FAQ_QUERY_PARAM } from '../../lib/faqQuery';
import { notFoundRoute, routeAt } from '../../routes';

/**
 * The page the visitor is on, in each of the site's languages: plain links (a language is its
 * own document, so no script is needed), each marked with the language it leads to. The help
 * centre keeps its category, not its search: a search's words are one language's, and another
 * language's help centre by category is a document stored at warm-up (the page's own language
 * keeps the whole search). Other pages read no query,
 * so none is carried. The not-found page is one document for every unknown path, so it offers
 * each language's home.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  // An invite page is a page of its own in every language (decision 025).
  const found = routeAt(pathname);
  const route = found === notFoundRoute ? undefined : found;
  const kept = new URLSearchParams(route?.readsQuery ? search : '');
  kept.delete(FAQ_QUERY_PARAM);
  const other = kept.toString() === '' ? '' : `?${kept.toString()}`;
  const own = route?.readsQuery ? search : '';
  return (
    <ul className={className}>
      {locales.map((locale) => (
        <li key={locale.code}>
          <a
            href={`${localizedPath(locale, route ? pathname : '/')}${locale === current ? own : other}`}
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
