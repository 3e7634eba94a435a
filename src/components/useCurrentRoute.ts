import { useLocation } from 'react-router-dom';
import { findRoute, routes, type AppRoute } from '../routes';

/** The route-table entry of the page being shown (pages read their heading from it). */
export function useCurrentRoute(): AppRoute {
  const { pathname } = useLocation();
  return findRoute(pathname) ?? routes[0];
}
