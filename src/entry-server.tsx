import type { EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup, type PipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Manifest } from 'vite';
import { App } from './app/App';
import { bootShell, scriptSafeJson, type BootData } from './app/bootData';
import { loadDeferredCode } from './app/deferred';
import { Document, type DocumentStyles } from './app/Document';
import { HYDRATION_LOADER_SCRIPT } from './app/hydrationLoader';
import { hydrationPlan } from './app/hydrationPlan';
import { messagesModule } from './app/modules';
import { RequestedFilterProvider, type PageRequest } from './app/pageRequest';
import { loadPage } from './app/pages';
import { cardRouteOf } from './app/socialCards';
import { withInstallCode, withInvite } from './app/storeCodes';
import { THEME_SCRIPT } from './styles/themeScript';
import { ErrorFallback, type ErrorFallbackProps } from './components/layout/ErrorFallback';
import type { SiteConfig } from './content/site';
import { defaultLocale, localizedPath, locales, type Locale, type LocaleCode } from './i18n/locales';
import { messagesOf, registerMessages } from './i18n/messages';
import allMessages from 'virtual:messages/all';
import type { SocialCards } from './lib/socialCards';
import { navTargetLocation } from './lib/navTarget';
import { navTargets } from './content/navigation';
import type { FaqFilter } from './lib/faqQuery';
import { inviteRoute, notFoundRoute, pageKey, routes } from './routes';
import { createServerStyleCache } from './styles/emotionCache';
import { globalCss } from './styles/globalCss';

/**
 * The render contract. The server gives the build once (`createRenderer`) and then asks for
 * documents by the request it parsed; how a page hydrates is this side's business. What the build
 * renders once with the same code is src/entry-build.tsx's. Nothing here knows about HTTP.
 */

/** Every language's messages, compiled by the build (scripts/messages/plugin.ts): the server never waits for them. */
for (const [key, messages] of Object.entries(allMessages)) {
  const [locale, name] = key.split('/') as [LocaleCode, string];
  registerMessages(locale, name, messages);
}
const messagesIds = Object.keys(allMessages).map((key) => messagesModule(...(key.split('/') as [string, string])));

/** Every page's code and deferred section, loaded before the first render: no server render suspends. */
export const ready = Promise.all([...routes, notFoundRoute, inviteRoute].map((route) => loadPage(route, defaultLocale.code))).then(
  loadDeferredCode,
);

/** When the build was made (ISO 8601), for what the server serves that expires with the build (security.txt). */
export { BUILD_TIME } from './content/buildYear';

export interface RendererOptions {
  config: SiteConfig;
  /** The client build's manifest; none in development, where Vite serves the sources. */
  manifest?: Manifest | undefined;
  /** The build's stylesheets (`collectStylesheets`); none in development, where each component's rules stream inline. */
  stylesheets?: SiteStylesheets | undefined;
  /** The build's social cards (scripts/socialCards); none in development, where pages name the one shared image. */
  socialCards?: SocialCards | undefined;
}

type ErrorDetail = ErrorFallbackProps['detail'];

export interface Renderer {
  /** The inline scripts every document carries, the same on every page: the CSP lists their hashes. */
  inlineScripts: readonly string[];
  /** The inline stylesheets documents carry, one per page: the CSP lists their hashes. */
  inlineStyles: readonly string[];
  /**
   * The addresses with a query that the site's own links name (the footer's service and help
   * centre links), in every language: documents to store at warm-up with the route table's, so a
   * crawler following every link is answered from memory.
   */
  linkedLocations: readonly string[];
  /**
   * Streams the document a parsed request names (its location: a path and the canonical query its
   * route reads). It depends on that request, the options and the build only, never on the clock
   * or a random value, so the caller may keep it and answer every later request for it with the
   * same bytes.
   */
  render(
    page: PageRequest,
    events: Pick<RenderToPipeableStreamOptions, 'onShellReady' | 'onAllReady' | 'onShellError' | 'onError'>,
  ): PipeableStream;
  /** The complete error document for a page that failed: no boot data, no loader, nothing hydrates. */
  renderError(page: PageRequest, detail?: ErrorDetail): string;
}

const localeOf = (code: LocaleCode) => locales.find((locale) => locale.code === code)!;

export function documentFor(
  location: string,
  locale: Locale,
  cache: EmotionCache,
  styles: DocumentStyles,
  config: SiteConfig,
  { bootData, filter, content = <App /> }: { bootData?: string; filter?: FaqFilter | undefined; content?: ReactNode } = {},
) {
  // The router's basename keeps the language prefix out of route paths and links; React Router's
  // <Routes> matches the route again, as hydration will: the layout renders the page as its outlet.
  return (
    <Document cache={cache} config={config} locale={locale} styles={styles} themeScript={THEME_SCRIPT} bootData={bootData}>
      <StaticRouter location={location} basename={locale.prefix || undefined}>
        <RequestedFilterProvider value={filter}>{content}</RequestedFilterProvider>
      </StaticRouter>
    </Document>
  );
}

export function errorDocument(
  config: SiteConfig,
  locale: Locale,
  cache: EmotionCache,
  styles: DocumentStyles,
  detail?: ErrorDetail,
): ReactNode {
  return (
    <Document cache={cache} config={config} locale={locale} styles={styles} themeScript={THEME_SCRIPT}>
      <title>{`${messagesOf(locale, 'shell')('error.heading')} | ${config.brand}`}</title>
      <ErrorFallback detail={detail} withHomeLink={false} />
    </Document>
  );
}

export async function createRenderer({ config, manifest, stylesheets, socialCards }: RendererOptions): Promise<Renderer> {
  await ready;
  // Each language's documents carry that language's install code (decisions 019 and 025) and
  // cards (decision 022): a page names its own, and again after a client navigation, which never
  // changes the language.
  const configs = new Map(
    locales.map((locale) => {
      const coded = withInstallCode(config, locale);
      return [locale.code, socialCards ? { ...coded, socialCards: socialCards[locale.code] ?? {} } : coded];
    }),
  );
  const filesOf = hydrationPlan(manifest, messagesIds);
  const extract = stylesheets !== undefined;
  // Each page's shell once per language: its own page described, the others by their titles.
  const shells = new Map<string, unknown>();
  const shellOf = (locale: LocaleCode, route: PageRequest['route']) => {
    const key = `${locale} ${route.page}`;
    if (!shells.has(key)) {
      const described = [pageKey(route), pageKey(cardRouteOf(route as Parameters<typeof cardRouteOf>[0]))];
      shells.set(key, bootShell(allMessages[`${locale}/shell`], described));
    }
    return shells.get(key);
  };
  // In development the global rules alone head the document, and each component's stream with it.
  const stylesOf = (sheet: string): DocumentStyles => {
    if (!stylesheets) return { own: globalCss };
    const own = stylesheets.own[sheet];
    if (own === undefined) throw new Error(`The build has no stylesheet for ${sheet}: run npm run build`);
    return { shared: stylesheets.sharedHref, own };
  };
  return {
    inlineScripts: [THEME_SCRIPT, HYDRATION_LOADER_SCRIPT],
    inlineStyles: [...new Set(Object.values(stylesheets?.own ?? { development: globalCss }))],
    linkedLocations,
    render({ location, locale: code, route, filter, invite }, events) {
      const locale = localeOf(code);
      // An invite page's document alone carries its code's QR code.
      const languageConfig = invite ? withInvite(configs.get(locale.code)!, locale, invite) : configs.get(locale.code)!;
      const boot: BootData = { config: languageConfig, shell: shellOf(locale.code, route), ...filesOf(route, locale.code) };
      const cache = createServerStyleCache({ extract });
      const bootData = scriptSafeJson(boot);
      return renderToPipeableStream(documentFor(location, locale, cache, stylesOf(route.page), languageConfig, { bootData, filter }), {
        // Pages never suspend on the server, so the whole page goes out inline with the shell
        // instead of being held back in an outlined boundary revealed by a per-page script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The last inline script (the theme script heads the document), the same on every page.
        bootstrapScriptContent: HYDRATION_LOADER_SCRIPT,
        ...events,
      });
    },
    renderError({ locale }, detail) {
      const cache = createServerStyleCache({ extract });
      return `<!DOCTYPE html>${renderToStaticMarkup(errorDocument(config, localeOf(locale), cache, stylesOf(ERROR_STYLESHEET), detail))}`;
    },
  };
}

/** The site's links that open the help centre with a search or a category, in every language (`Renderer.linkedLocations`). */
const linkedLocations = [
  ...new Set(
    locales.flatMap((locale) => {
      const labels = messagesOf(locale, 'shell').group('linkLabels');
      return Object.entries(navTargets).flatMap(([id, target]) => {
        if (!('faq' in target)) return [];
        const { pathname, search } = navTargetLocation(target, labels[id as keyof typeof labels]);
        return [localizedPath(locale, `${pathname}${search}`)];
      });
    }),
  ),
];

/** The error document's own rules, among the pages' (which go by the route table's page names). */
export const ERROR_STYLESHEET = 'error';

/** The build's stylesheets as the server serves them: the shared one's address beside each page's own rules. */
export interface SiteStylesheets {
  /** The shared stylesheet's URL path, hashed (`/assets/site-<hash>.css`): kept a year by every browser. */
  sharedHref: string;
  /** The rules only one page uses, by the route table's page name (and the error document's): inline in its documents. */
  own: Readonly<Record<string, string>>;
}
