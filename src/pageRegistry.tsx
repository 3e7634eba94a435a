import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName, PageRoute } from './routes';

export type PageKey = PageName | 'NotFound';

/** What every page receives from App's RoutePage: the route it renders (its heading, at least). */
export interface PageProps {
  route: PageRoute;
}

type PageModule = { default: ComponentType<PageProps> };

/** One chunk per page: Vite turns every match into its own dynamic import. */
const loaders = import.meta.glob<PageModule>('./pages/*.tsx');

const loaded = new Map<PageKey, ComponentType<PageProps>>();
const lazyPages = new Map<PageKey, LazyExoticComponent<ComponentType<PageProps>>>();

/** Source path of a page module, as Vite's build manifest names it. */
export function pageModuleId(page: PageKey): string {
  return `src/pages/${page}.tsx`;
}

function loaderFor(page: PageKey): () => Promise<PageModule> {
  const load = loaders[`./pages/${page}.tsx`];
  if (!load) throw new Error(`No page module for ${page}`);
  return load;
}

/** Loads a page's module; once it has resolved, the page renders without suspending. */
export async function preloadPage(page: PageKey): Promise<void> {
  if (loaded.has(page)) return;
  const module = await loaderFor(page)();
  loaded.set(page, module.default);
}

export function preloadAllPages(): Promise<void[]> {
  const pages = Object.keys(loaders).map((path) => path.slice('./pages/'.length, -'.tsx'.length) as PageKey);
  return Promise.all(pages.map(preloadPage));
}

/**
 * Renders a page directly when its module is loaded (always on the server, and for the first
 * route in the browser, which entry-client loads before hydrating), so hydration never
 * suspends; any other page suspends once while its chunk arrives.
 */
export function PageComponent({ page, route }: { page: PageKey; route: PageRoute }) {
  const Loaded = loaded.get(page);
  if (Loaded) return <Loaded route={route} />;
  let Lazy = lazyPages.get(page);
  if (!Lazy) {
    Lazy = lazy(async () => {
      const module = await loaderFor(page)();
      loaded.set(page, module.default);
      return module;
    });
    lazyPages.set(page, Lazy);
  }
  return <Lazy route={route} />;
}
