import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { useLocale, useMessages } from '../i18n/messages';
import { cardAlt } from '../lib/socialCards';
import { inviteRoute, notFoundRoute, pageKey, routes } from '../routes';
import { Page, usePageComponent } from './pages';
import { RouteFocus } from './RouteFocus';
import { RouteMeta } from './RouteMeta';
import { cardRouteOf, cardTextFor } from './socialCards';

/** A route's page with its head tags, in the document's language. */
function RoutePage({ route }: { route: (typeof routes)[number] | typeof notFoundRoute | typeof inviteRoute }) {
  const locale = useLocale();
  // Before the shell is read: a page a client navigation brings waits here for its code and the whole shell.
  const page = usePageComponent(route, locale.code);
  const t = useMessages('shell');
  const found = route.page !== 'NotFound';
  const meta = t.group(route.page === 'NotFound' ? 'notFound' : `pages.${pageKey(route)}`);
  return (
    <>
      {/* Without a canonical path the page is not indexed (the not-found page). An invite page
          writes its own head: only it knows whether its code is one (decision 025). */}
      {route === inviteRoute ? null : (
        <RouteMeta
          title={meta.title}
          description={meta.description}
          canonicalPath={found ? ('canonicalPath' in route ? route.canonicalPath : route.path) : undefined}
          card={{ route: cardRouteOf(route).path, alt: cardAlt(cardTextFor(locale.code, route)) }}
        />
      )}
      <Page component={page} meta={meta} />
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
        {routes.map((route) => (
          <Route key={route.path} caseSensitive path={route.path} element={<RoutePage key={route.path} route={route} />} />
        ))}
        <Route caseSensitive path={`${inviteRoute.path}/:code?`} element={<RoutePage route={inviteRoute} />} />
        <Route path="*" element={<RoutePage route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
