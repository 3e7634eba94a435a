import { BOOT_DATA_ID } from './bootData';

/**
 * When the browser starts fetching the code that hydrates a page.
 *
 * The server's HTML is the whole page: every route reads, navigates and submits its forms
 * without JavaScript. Hydration only enhances it, so its code is requested once the page has
 * painted, not while the browser is still parsing, styling and laying out the first frame.
 * Every chunk the route needs is requested at that moment, all at once (modulepreload links
 * for the route's chunks, then the entry module), so hydration never waits on a waterfall.
 * The route's files come from the document's boot data; this script is the same on every
 * page, and the Content-Security-Policy allows it by its hash ('strict-dynamic' then allows
 * what it inserts). Decision 004 records the measurements behind this.
 */

/** Without a first-contentful-paint entry (a page loaded in a hidden tab), start anyway. */
const FALLBACK_DELAY_MS = 3000;

/**
 * Runs in the page as the inline bootstrap script (see `HYDRATION_LOADER_SCRIPT`), so it may
 * use browser globals only: no imports, no closures over module scope.
 */
export function loadAfterFirstPaint(bootDataId: string, fallbackDelayMs: number): void {
  const data = document.getElementById(bootDataId)?.textContent;
  if (!data) return;
  const { modules, preloads } = JSON.parse(data) as { modules: string[]; preloads: string[] };
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
      elements.append(link);
    }
    for (const src of modules) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
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

/** The inline script every document ends with: the same bytes on every page, for its hash. */
export const HYDRATION_LOADER_SCRIPT = `(${loadAfterFirstPaint.toString()})(${JSON.stringify(BOOT_DATA_ID)},${FALLBACK_DELAY_MS})`;
