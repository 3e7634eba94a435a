import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { RouteFocus } from './components/RouteFocus';
import { RouteMeta } from './components/RouteMeta';
import { PageComponent, type PageKey } from './pageRegistry';
import { notFoundRoute, routes, type AppRoute, type PageRoute } from './routes';

interface RoutePageProps {
  page: PageKey;
  route: PageRoute;
  /** Path of the canonical URL; without one the page is not indexed (the not-found page). */
  canonicalPath?: string;
}

/** A page with its head tags, told explicitly which route it renders. */
function RoutePage({ page, route, canonicalPath }: RoutePageProps) {
  return (
    <>
      <RouteMeta
        title={route.title}
        description={route.description}
        canonicalPath={canonicalPath}
        indexable={canonicalPath !== undefined}
      />
      <PageComponent page={page} route={route} />
      <RouteFocus />
    </>
  );
}

/** The layout around every route of the table, plus the catch-all not-found page. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route: AppRoute) => (
          <Route
            key={route.path}
            caseSensitive
            path={route.path}
            element={
              <RoutePage key={route.path} page={route.page} route={route} canonicalPath={route.canonicalPath ?? route.path} />
            }
          />
        ))}
        <Route path="*" element={<RoutePage page="NotFound" route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
