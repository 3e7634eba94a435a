import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { RouteFocus } from './components/RouteFocus';
import { RouteMeta } from './components/RouteMeta';
import { useWords, useLocale } from './i18n/words';
import { PageComponent, type PageKey } from './pageRegistry';
import { routes, type AppRoute } from './routes';

interface RoutePageProps {
  page: PageKey;
  /** Path of the canonical URL within the language; without one the page is not indexed (the not-found page). */
  canonicalPath?: string;
}

/** A page with its head tags, in the document's language. */
function RoutePage({ page, canonicalPath }: RoutePageProps) {
  const shell = useWords('shell');
  const locale = useLocale();
  const meta = page === 'NotFound' ? shell.notFound : shell.pages[page];
  return (
    <>
      <RouteMeta title={meta.title} description={meta.description} canonicalPath={canonicalPath} />
      <PageComponent page={page} meta={meta} locale={locale.code} />
      <RouteFocus />
    </>
  );
}

/**
 * The layout around every route of the table, plus the catch-all not-found page. Paths are the
 * table's: the router's basename carries the language prefix (`/es`), so links and routes are
 * written once for every language.
 */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route: AppRoute) => (
          <Route
            key={route.path}
            caseSensitive
            path={route.path}
            element={<RoutePage key={route.path} page={route.page} canonicalPath={route.canonicalPath ?? route.path} />}
          />
        ))}
        <Route path="*" element={<RoutePage page="NotFound" />} />
      </Route>
    </Routes>
  );
}
