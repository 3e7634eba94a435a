import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageMeta } from './content/schema';
import { bundleModuleId, loadWords, type WordsName } from './i18n/words';
import type { LocaleCode } from './i18n/locales';
import type { PageName } from './routes';

export type PageKey = PageName | 'NotFound';

/** What every page receives from App's RoutePage: its title, description and heading in the page's language. */
export interface PageProps {
  meta: PageMeta;
}

/**
 * The words each page reads besides the shell, loaded with the page's code in the page's
 * language only. (Home's sections below the fold load theirs with their own code.)
 */
export const pageBundles: Record<PageKey, readonly WordsName[]> = {
  Home: ['homeHero', 'stores'],
  HowItWorks: ['howItWorks'],
  Community: ['community'],
  SignIn: ['account'],
  SignUp: ['account'],
  Dashboard: ['demoUser'],
  Profile: ['demoUser'],
  Privacy: ['privacy'],
  Terms: ['terms'],
  Eula: ['eula'],
  AppDownload: ['appDownload', 'stores'],
  Business: ['business'],
  NotFound: ['notFound'],
};

type PageModule = { default: ComponentType<PageProps> };

/** One chunk per page: Vite turns every match into its own dynamic import. */
const loaders = import.meta.glob<PageModule>('./pages/*.tsx');

const loaded = new Map<PageKey, ComponentType<PageProps>>();
const lazyPages = new Map<PageKey, LazyExoticComponent<ComponentType<PageProps>>>();

/** Source path of a page module, as Vite's build manifest names it. */
export function pageModuleId(page: PageKey): string {
  return `src/pages/${page}.tsx`;
}

/**
 * Words of a page's deferred sections (DeferredHydration): the boot data names their chunks, so
 * the browser fetches them directly when the section loads, but they are not preloaded.
 */
export const deferredPageBundles: Partial<Record<PageKey, readonly WordsName[]>> = { Home: ['homeSections'] };

export function deferredWordModuleIds(page: PageKey, locale: LocaleCode): string[] {
  return (deferredPageBundles[page] ?? []).map((name) => bundleModuleId(locale, name));
}

/** Every module a page needs to hydrate in a language: its code and its words (the shell's come in the boot data). */
export function hydrationModuleIds(page: PageKey, locale: LocaleCode): string[] {
  return [pageModuleId(page), ...pageBundles[page].map((name) => bundleModuleId(locale, name))];
}

/** A page's module and its words in one language, requested together. */
async function loadPage(page: PageKey, locale: LocaleCode): Promise<PageModule> {
  const load = loaders[`./pages/${page}.tsx`];
  if (!load) throw new Error(`No page module for ${page}`);
  const [module] = await Promise.all([load(), loadWords(locale, pageBundles[page])]);
  loaded.set(page, module.default);
  return module;
}

/** Loads a page's module and words; once resolved, the page renders without suspending. */
export async function preloadPage(page: PageKey, locale: LocaleCode): Promise<void> {
  if (!loaded.has(page)) await loadPage(page, locale);
  else await loadWords(locale, pageBundles[page]);
}

/** Server only: every page's module (the server has every language's words registered). */
export function preloadAllPages(): Promise<void[]> {
  const pages = Object.keys(loaders).map((path) => path.slice('./pages/'.length, -'.tsx'.length) as PageKey);
  return Promise.all(pages.map((page) => preloadPage(page, 'en')));
}

/**
 * Renders a page directly when its module and words are loaded (always on the server, and for the first
 * route in the browser, which entry-client loads before hydrating), so hydration never
 * suspends; any other page suspends once while its chunk arrives.
 */
export function PageComponent({ page, meta, locale }: { page: PageKey; meta: PageMeta; locale: LocaleCode }) {
  const Loaded = loaded.get(page);
  if (Loaded) return <Loaded meta={meta} />;
  // A document's language never changes under it (another language is another document), so
  // one lazy component per page is enough.
  let Lazy = lazyPages.get(page);
  if (!Lazy) {
    Lazy = lazy(() => loadPage(page, locale));
    lazyPages.set(page, Lazy);
  }
  return <Lazy meta={meta} />;
}
