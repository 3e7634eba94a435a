import { scriptSafeJson } from './boot';

/**
 * When the browser starts fetching the code that hydrates a page.
 *
 * The server's HTML is the whole page: every route reads, navigates and submits its forms
 * without JavaScript. Hydration only enhances it, so its code is requested once the page has
 * painted, not while the browser is still parsing, styling and laying out the first frame.
 * Every chunk the route needs is requested at that moment, all at once (modulepreload links
 * for the route's chunks, then the entry module), so hydration never waits on a waterfall.
 * Decision 004 records the measurements behind this.
 */

/** Without a first-contentful-paint entry (a page loaded in a hidden tab), start anyway. */
const FALLBACK_DELAY_MS = 3000;

/**
 * Runs in the page as part of the inline boot script (see `hydrationLoaderScript`), so it may
 * use browser globals only: no imports, no closures over module scope.
 */
export function loadAfterFirstPaint(
  modules: readonly string[],
  preloads: readonly string[],
  fallbackDelayMs: number,
): void {
  // Browsers hide the nonce attribute's value; the property of the running script keeps it.
  const nonce = document.currentScript?.nonce ?? '';
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    // One insertion for all of them: inserting the links one by one cost two to three times more.
    const elements = document.createDocumentFragment();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.nonce = nonce;
      elements.append(link);
    }
    for (const src of modules) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      script.nonce = nonce;
      // Inserted scripts are async by default; the entry must run after Vite's client in dev.
      script.async = false;
      elements.append(script);
    }
    document.head.append(elements);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, fallbackDelayMs);
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}

/** The loader's source, serialised once rather than on every render. */
const LOADER_SOURCE = loadAfterFirstPaint.toString();

/** The statement the boot script ends with: the loader above, called with this route's files. */
export function hydrationLoaderScript(modules: readonly string[], preloads: readonly string[]): string {
  const args = [modules, preloads, FALLBACK_DELAY_MS].map(scriptSafeJson).join(',');
  return `(${LOADER_SOURCE})(${args})`;
}
