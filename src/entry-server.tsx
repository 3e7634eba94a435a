import type { EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import {
  renderToPipeableStream,
  renderToStaticMarkup,
  renderToString,
  type PipeableStream,
  type RenderToPipeableStreamOptions,
} from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Manifest } from 'vite';
import { App } from './app/App';
import { scriptSafeJson, type BootData } from './app/bootData';
import { loadDeferredCode } from './app/deferred';
import { Document } from './app/Document';
import { HYDRATION_LOADER_SCRIPT } from './app/hydrationLoader';
import { hydrationPlan } from './app/hydrationPlan';
import { messagesModule } from './app/modules';
import { RequestedFilterProvider, type PageRequest } from './app/pageRequest';
import { loadPage } from './app/pages';
import { withInstallCode, withInvite } from './app/storeCodes';
import { THEME_SCRIPT } from './styles/themeScript';
import { ErrorFallback, type ErrorFallbackProps } from './components/layout/ErrorFallback';
import { ProfileEditForm } from './components/profile/ProfileEditForm';
import { DraftOpened } from './components/ui/MailDraftForm';
import { defaultSiteConfig, type SiteConfig } from './content/site';
import { defaultLocale, localizedPath, locales, type Locale, type LocaleCode } from './i18n/locales';
import { messagesOf, registerMessages } from './i18n/messages';
import allMessages from 'virtual:messages/all';
import type { SocialCards } from './lib/socialCards';
import type { FaqFilter } from './lib/faqQuery';
import { SAMPLE_INVITE_CODE } from './content/invite';
import { invitePath, inviteRoute, notFoundRoute, routes } from './routes';
import { collectedRules, createServerStyleCache } from './styles/emotionCache';
import { globalCss } from './styles/globalCss';

/** Every route's card in every language with the words it shows, for the build to draw: the words are all registered here. */
export { socialCardPages } from './app/socialCards';

/**
 * The render contract. The server gives the build once (`createRenderer`) and then asks for
 * documents by the request it parsed; how a page hydrates is this side's business. The build asks for the
 * stylesheet (`collectStylesheet`). Nothing here knows about HTTP.
 */

/** Every language's messages, compiled by the build (scripts/messages/plugin.ts): the server never waits for them. */
for (const [key, messages] of Object.entries(allMessages)) {
  const [locale, name] = key.split('/') as [LocaleCode, string];
  registerMessages(locale, name, messages);
}
const messagesIds = Object.keys(allMessages).map((key) => messagesModule(...(key.split('/') as [string, string])));

/** Every page's code and deferred section, loaded before the first render: no server render suspends. */
const ready = Promise.all([...routes, notFoundRoute, inviteRoute].map((route) => loadPage(route, defaultLocale.code))).then(
  loadDeferredCode,
);

/** When the build was made (ISO 8601), for what the server serves that expires with the build (security.txt). */
export { BUILD_TIME } from './content/buildYear';

export interface RendererOptions {
  config: SiteConfig;
  /** The client build's manifest; none in development, where Vite serves the sources. */
  manifest?: Manifest | undefined;
  /** The build's stylesheet (`collectStylesheet`); none in development, where each component's rules stream inline. */
  stylesheet?: string | undefined;
  /** The build's social cards (scripts/socialCards); none in development, where pages name the one shared image. */
  socialCards?: SocialCards | undefined;
}

type ErrorDetail = ErrorFallbackProps['detail'];

export interface Renderer {
  /** The inline scripts every document carries, the same on every page: the CSP lists their hashes. */
  inlineScripts: readonly string[];
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

function documentFor(
  location: string,
  locale: Locale,
  cache: EmotionCache,
  stylesheet: string,
  config: SiteConfig,
  { bootData, filter, content = <App /> }: { bootData?: string; filter?: FaqFilter | undefined; content?: ReactNode } = {},
) {
  // The router's basename keeps the language prefix out of route paths and links; React Router's
  // <Routes> matches the route again, as hydration will: the layout renders the page as its outlet.
  return (
    <Document cache={cache} config={config} locale={locale} stylesheet={stylesheet} themeScript={THEME_SCRIPT} bootData={bootData}>
      <StaticRouter location={location} basename={locale.prefix || undefined}>
        <RequestedFilterProvider value={filter}>{content}</RequestedFilterProvider>
      </StaticRouter>
    </Document>
  );
}

function errorDocument(config: SiteConfig, locale: Locale, cache: EmotionCache, stylesheet: string, detail?: ErrorDetail): ReactNode {
  return (
    <Document cache={cache} config={config} locale={locale} stylesheet={stylesheet} themeScript={THEME_SCRIPT}>
      <title>{`${messagesOf(locale, 'shell')('error.heading')} | ${config.brand}`}</title>
      <ErrorFallback detail={detail} withHomeLink={false} />
    </Document>
  );
}

export async function createRenderer({ config, manifest, stylesheet, socialCards }: RendererOptions): Promise<Renderer> {
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
  const extract = stylesheet !== undefined;
  return {
    inlineScripts: [THEME_SCRIPT, HYDRATION_LOADER_SCRIPT],
    render({ location, locale: code, route, filter, invite }, events) {
      const locale = localeOf(code);
      // An invite page's document alone carries its code's QR code.
      const languageConfig = invite ? withInvite(configs.get(locale.code)!, locale, invite) : configs.get(locale.code)!;
      const boot: BootData = { config: languageConfig, shell: allMessages[`${locale.code}/shell`], ...filesOf(route, locale.code) };
      const cache = createServerStyleCache({ extract });
      const bootData = scriptSafeJson(boot);
      return renderToPipeableStream(documentFor(location, locale, cache, stylesheet ?? globalCss, languageConfig, { bootData, filter }), {
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
      return `<!DOCTYPE html>${renderToStaticMarkup(errorDocument(config, localeOf(locale), cache, stylesheet ?? globalCss, detail))}`;
    },
  };
}

/**
 * The site's stylesheet, made once by the build (vite.config.ts): the global rules, then every
 * rule a server render can produce, in the order they were first needed: each route and the
 * not-found page in every language, the help centre's filter with every category shown and with
 * nothing found, and the error document.
 */
export async function collectStylesheet(): Promise<string> {
  await ready;
  const cache = createServerStyleCache({ extract: true });
  // The help centre's states a search shows: every category, nothing found anywhere, and nothing
  // in the selected category while another has a match (a question of another category, searched).
  const elsewhere = Object.values(messagesOf(defaultLocale, 'community').group('faqItems.earnings'))[0]!.question;
  const searches = ['category=all', 'q=~', `q=${encodeURIComponent(elsewhere)}`].map((query) => `/community?${query}`);
  const invite = invitePath(SAMPLE_INVITE_CODE);
  for (const locale of locales) {
    const config = withInstallCode(defaultSiteConfig, locale);
    for (const location of [...routes.map((route) => route.path), notFoundRoute.path, inviteRoute.path, ...searches]) {
      renderToString(documentFor(localizedPath(locale, location), locale, cache, '', config));
    }
    renderToString(documentFor(localizedPath(locale, invite), locale, cache, '', withInvite(config, locale, SAMPLE_INVITE_CODE)));
  }
  renderToString(errorDocument(defaultSiteConfig, defaultLocale, cache, ''));
  // States no server render shows, which a tap opens: their rules are in the stylesheet too, so
  // the tap inserts none (Emotion would otherwise compile and insert them while the visitor waits).
  const clientStates = [
    <ProfileEditForm key="profile" onClose={() => undefined} />,
    <DraftOpened key="draft" draft="mailto:a@b" address="a@b" />,
  ];
  renderToString(documentFor('/', defaultLocale, cache, '', defaultSiteConfig, { content: clientStates }));
  return globalCss + collectedRules(cache);
}
