import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { RouteFocus } from './components/RouteFocus';
import { RouteMeta } from './components/RouteMeta';
import { PageComponent } from './pageRegistry';
import { notFoundRoute, routes, type AppRoute } from './routes';

function RoutePage({ route }: { route: AppRoute }) {
  return (
    <>
      <RouteMeta
        title={route.title}
        description={route.description}
        canonicalPath={route.canonicalPath ?? route.path}
        indexable
      />
      <PageComponent page={route.page} />
      <RouteFocus />
    </>
  );
}

function NotFoundRoute() {
  return (
    <>
      <RouteMeta title={notFoundRoute.title} description={notFoundRoute.description} indexable={false} />
      <PageComponent page="NotFound" />
      <RouteFocus />
    </>
  );
}

/** The layout around every route of the table, plus the catch-all not-found page. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route) => (
          <Route key={route.path} caseSensitive path={route.path} element={<RoutePage key={route.path} route={route} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
