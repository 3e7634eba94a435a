import { preloadModule } from 'react-dom';
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
  bootstrapModules: string[];
  /** Chunks the requested route needs, announced as modulepreload links. */
  preloads: readonly string[];
  fault?: FaultInjection | undefined;
  onShellReady: () => void;
  onAllReady: () => void;
  onShellError: (error: unknown) => void;
  onError: (error: unknown) => void;
}

/**
 * React writes every option of preloadModule onto the link (its types only list some), so the
 * priority hint reaches the browser as `fetchpriority`. It is low because nothing on the page
 * waits for these chunks to paint: the server's HTML is complete, and they only hydrate it.
 * The bootstrap module React announces itself already carries the same low priority.
 */
type ModulePreloadOptions = NonNullable<Parameters<typeof preloadModule>[1]> & { fetchPriority: 'low' };

function ModulePreloads({ hrefs, nonce }: { hrefs: readonly string[]; nonce: string }) {
  for (const href of hrefs) {
    const options: ModulePreloadOptions = { as: 'script', nonce, fetchPriority: 'low' };
    preloadModule(href, options);
  }
  return null;
}

/** Streams the document for `url`. Knows nothing about HTTP: the caller pipes and aborts. */
export function renderDocument(url: string, options: RenderOptions): PipeableStream {
  const { nonce, config, fault } = options;
  return renderToPipeableStream(
    <Document cache={createEmotionCache(nonce)} config={config}>
      <ModulePreloads hrefs={options.preloads} nonce={nonce} />
      <StaticRouter location={url}>
        <App fault={fault} />
      </StaticRouter>
    </Document>,
    {
      nonce,
      // Pages never suspend on the server, so the whole page goes out inline with the shell
      // instead of being held back in an outlined boundary that is revealed by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      bootstrapScriptContent: bootScript(fault ? { config, fault } : { config }),
      bootstrapModules: options.bootstrapModules,
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
