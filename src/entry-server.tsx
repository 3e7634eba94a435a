import type { EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup, renderToString, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { scriptSafeJson, type BootData } from './bootData';
import { preloadDeferredSections } from './components/DeferredHydration';
import { ErrorFallback } from './components/ErrorFallback';
import { defaultSiteConfig, type SiteConfig } from './content/site';
import { Document } from './Document';
import { registerAllBundles } from './i18n/bundleLoaders';
import { wordsOf } from './i18n/words';
import { defaultLocale, localizedPath, locales, splitLocale, type Locale } from './i18n/locales';
import { HYDRATION_LOADER_SCRIPT } from './hydrationLoader';
import { deferredWordModuleIds, hydrationModuleIds, preloadAllPages } from './pageRegistry';
import { findRoute, notFoundRoute, routes } from './routes';
import { collectedRules, createServerStyleCache } from './styles/emotionCache';
import { globalCss } from './styles/globalCss';
import { THEME_SCRIPT } from './themeScript';

export { findRoute, routes } from './routes';
export { localizedPath, locales, splitLocale } from './i18n/locales';
export { pageModuleId } from './pageRegistry';

/** The page a path (`/es/business`) shows, and its language. */
function pageAt(pathname: string) {
  const { locale, path } = splitLocale(pathname);
  return { page: findRoute(path)?.page ?? 'NotFound', locale: locale.code } as const;
}

/** The modules that hydrate the document at `pathname`: see `hydrationModuleIds`. */
export function hydrationModules(pathname: string): string[] {
  const { page, locale } = pageAt(pathname);
  return hydrationModuleIds(page, locale);
}

/** The words modules of the document's deferred sections: named in its boot data, not preloaded. */
export function deferredWordModules(pathname: string): string[] {
  const { page, locale } = pageAt(pathname);
  return deferredWordModuleIds(page, locale);
}
export { HYDRATION_LOADER_SCRIPT } from './hydrationLoader';
export { THEME_SCRIPT } from './themeScript';

/** Resolves once every page, deferred section and language's words are loaded: no server render suspends. */
// Pages register their deferred sections as their modules load, so those load after the pages.
export const ready = Promise.all([registerAllBundles(), preloadAllPages()])
  .then(preloadDeferredSections)
  .then(() => undefined);

export interface RenderOptions {
  config: SiteConfig;
  /**
   * The stylesheet the build extracted (`collectStylesheet`); the document carries it in
   * <head> and the render writes no style elements of its own. Without it (the development
   * server) each component's rules stream inline next to it.
   */
  stylesheet?: string | undefined;
  /** The files that hydrate the route: the entry module(s) and the route's other chunks. */
  hydration: Pick<BootData, 'modules' | 'preloads' | 'words'>;
  onShellReady: () => void;
  onAllReady: () => void;
  onShellError: (error: unknown) => void;
  onError: (error: unknown) => void;
}

/** The language of a location: its path's prefix. */
const localeOf = (location: string): Locale => splitLocale(new URL(location, 'http://site').pathname).locale;

function documentFor(location: string, locale: Locale, cache: EmotionCache, stylesheet: string, config: SiteConfig, bootData?: string) {
  // The router's basename keeps the language prefix out of route paths and links.
  return (
    <Document cache={cache} config={config} locale={locale} stylesheet={stylesheet} themeScript={THEME_SCRIPT} bootData={bootData}>
      <StaticRouter location={location} basename={locale.prefix || undefined}>
        <App />
      </StaticRouter>
    </Document>
  );
}

/**
 * Streams the document for `location` (a path and the query the route reads). Knows nothing
 * about HTTP: the caller pipes and aborts. The output depends on the location, the options and
 * the build only, never on the clock or a random value, so the caller may keep it and answer
 * every later request for the same location with the same bytes.
 */
export function renderDocument(location: string, options: RenderOptions): PipeableStream {
  const { config, stylesheet, hydration } = options;
  const locale = localeOf(location);
  const bootData = scriptSafeJson({ config, ...hydration, shell: wordsOf(locale.code, 'shell') } satisfies BootData);
  return renderToPipeableStream(
    documentFor(location, locale, createServerStyleCache({ extract: stylesheet !== undefined }), stylesheet ?? globalCss, config, bootData),
    {
      // Pages never suspend on the server, so the whole page goes out inline with the shell
      // instead of being held back in an outlined boundary revealed by a per-page script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The last of the two inline scripts (the theme script heads the document): identical on
      // every page, allowed by its hash.
      bootstrapScriptContent: HYDRATION_LOADER_SCRIPT,
      onShellReady: options.onShellReady,
      onAllReady: options.onAllReady,
      onShellError: options.onShellError,
      onError: options.onError,
    },
  );
}

/**
 * A complete error document for the server's 500 answer: the visitor's colour scheme, but no
 * boot data and no loader, so nothing hydrates.
 */
export interface ErrorDocumentOptions {
  config: SiteConfig;
  stylesheet?: string | undefined;
  /** The language of the page that failed (its path's prefix). */
  locale?: Locale | undefined;
  /** Only when the server exposes errors (never in production). */
  detail?: { message: string; stack?: string | undefined } | undefined;
}

export function renderErrorDocument(options: ErrorDocumentOptions): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(errorDocument(options, createServerStyleCache({ extract: options.stylesheet !== undefined })))}`;
}

function errorDocument({ config, stylesheet, locale = defaultLocale, detail }: ErrorDocumentOptions, cache: EmotionCache): ReactNode {
  return (
    <Document cache={cache} config={config} locale={locale} stylesheet={stylesheet ?? globalCss} themeScript={THEME_SCRIPT}>
      <title>{`${wordsOf(locale.code, 'shell').error.heading} | ${config.brand}`}</title>
      <ErrorFallback detail={detail} withHomeLink={false} />
    </Document>
  );
}

/**
 * Every state the server renders, for the build to collect its rules: each route, the
 * not-found page, the help centre's filter with every category shown and with nothing found,
 * and the error document.
 */
const STYLED_LOCATIONS = locales.flatMap((locale) =>
  [
    ...routes.map((route) => route.path),
    notFoundRoute.location,
    '/community?category=all',
    `/community?q=${encodeURIComponent('~')}`,
  ].map((location) => localizedPath(locale, location)),
);

/**
 * The site's stylesheet, made once by the build (vite.config.ts): the global rules, then every
 * rule a server render can produce, in the order they were first needed.
 */
export async function collectStylesheet(): Promise<string> {
  await ready;
  const cache = createServerStyleCache({ extract: true });
  for (const location of STYLED_LOCATIONS) {
    renderToString(documentFor(location, localeOf(location), cache, '', defaultSiteConfig));
  }
  renderToString(errorDocument({ config: defaultSiteConfig, stylesheet: '' }, cache));
  return globalCss + collectedRules(cache);
}
