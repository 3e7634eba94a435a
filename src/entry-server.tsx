import { renderToPipeableStream, renderToStaticMarkup, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { bootScript } from './boot';
import { ERROR_HEADING, ErrorFallback } from './components/ErrorFallback';
import type { FaultInjection } from './components/FaultInjection';
import type { SiteConfig } from './content/site';
import { Document } from './Document';
import { preloadAllPages } from './pageRegistry';
import { preloadDeferredSections } from './components/DeferredHydration';
import { hydrationLoaderScript } from './hydrationLoader';
import { GlobalStyles } from './styles/GlobalStyles';
import { createEmotionCache } from './styles/emotionCache';

export { findRoute, routes } from './routes';
export { pageModuleId } from './pageRegistry';

/** Resolves once every page and deferred section is loaded: no server render suspends on code. */
export const ready = preloadAllPages().then(preloadDeferredSections);

export interface RenderOptions {
  nonce: string;
  config: SiteConfig;
  /** Entry module(s) the browser boots from. */
  bootstrapModules: readonly string[];
  /** The other chunks the requested route needs, preloaded together with the entry. */
  preloads: readonly string[];
  fault?: FaultInjection | undefined;
  onShellReady: () => void;
  onAllReady: () => void;
  onShellError: (error: unknown) => void;
  onError: (error: unknown) => void;
}

/** Streams the document for `url`. Knows nothing about HTTP: the caller pipes and aborts. */
export function renderDocument(url: string, options: RenderOptions): PipeableStream {
  const { nonce, config, fault } = options;
  return renderToPipeableStream(
    <Document cache={createEmotionCache(nonce)} config={config}>
      <StaticRouter location={url}>
        <App fault={fault} />
      </StaticRouter>
    </Document>,
    {
      nonce,
      // Pages never suspend on the server, so the whole page goes out inline with the shell
      // instead of being held back in an outlined boundary that is revealed by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The boot data, then the loader that fetches the hydration code after the first paint.
      bootstrapScriptContent: `${bootScript(fault ? { config, fault } : { config })};${hydrationLoaderScript(
        options.bootstrapModules,
        options.preloads,
      )}`,
      onShellReady: options.onShellReady,
      onAllReady: options.onAllReady,
      onShellError: options.onShellError,
      onError: options.onError,
    },
  );
}

/** A complete, script-free error document for the server's 500 answer. */
export function renderErrorDocument(options: {
  nonce: string;
  config: SiteConfig;
  message: string;
  stack?: string | undefined;
}): string {
  const markup = renderToStaticMarkup(
    <Document cache={createEmotionCache(options.nonce)} config={options.config}>
      <title>{`${ERROR_HEADING} | ${options.config.brand}`}</title>
      <GlobalStyles />
      <ErrorFallback message={options.message} stack={options.stack} withHomeLink={false} />
    </Document>,
  );
  return `<!DOCTYPE html>${markup}`;
}
