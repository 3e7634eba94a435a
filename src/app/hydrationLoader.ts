import { BOOT_DATA_ID } from './bootData';

/** Without a first-contentful-paint entry (a page loaded in a hidden tab), start anyway. */
const FALLBACK_DELAY_MS = 3000;

/**
 * When the browser starts fetching the code that hydrates a page. The server's HTML is the whole
 * page, so hydration's code is requested once the page has painted, not while the browser is
 * still making the first frame; then every file of the route at once (the boot data's
 * `preloads`, then the entry), so hydration never waits on a waterfall (decision 004). It runs
 * as the inline script every page ends with, allowed by its hash: browser globals only.
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
      // As Vite's own preloads: a module fetched twice in two modes is fetched twice (and Firefox fails the second).
      link.crossOrigin = '';
      elements.append(link);
    }
    for (const src of modules) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      script.crossOrigin = '';
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
