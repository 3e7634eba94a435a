import { createContext, useContext, type ReactNode } from 'react';
import type { PageRoute } from '../routes';

/*
 * The route a page renders, handed down by App's RoutePage, the one place that knows it.
 * pageRegistry's PageComponent renders pages without props, so the route travels in context.
 * There is no default: a page rendered anywhere else fails loudly instead of guessing a route.
 */
const PageRouteContext = createContext<PageRoute | null>(null);

export function PageRouteProvider({ route, children }: { route: PageRoute; children: ReactNode }) {
  return <PageRouteContext value={route}>{children}</PageRouteContext>;
}

/** The route-table entry (or the not-found route) of the page being rendered. */
export function usePageRoute(): PageRoute {
  const route = useContext(PageRouteContext);
  if (!route) throw new Error('usePageRoute: this page was rendered outside RoutePage, which provides its route');
  return route;
}
