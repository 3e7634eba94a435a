import { expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { ENTRY, closure, manifest, routeModules } from '../support/clientBuild';

interface ScriptTiming {
  path: string;
  startTime: number;
  responseEnd: number;
}

describeInBrowser('loading the hydration code after the first paint', () => {
  const harness = useBrowser();

  it.each(routes.map((route) => [route.path, route] as const))(
    '%s: no script is requested before the first contentful paint, then the whole closure at once',
    async (path, route) => {
      const { page: tab, errors, cspViolations, close } = await harness.newPage({ viewport: { width: 375, height: 800 } });
      await tab.goto(`${harness.url}${path}`);
      await waitForHydration(tab);
      const { firstContentfulPaint, scripts } = await tab.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            startTime: entry.startTime,
            responseEnd: (entry as PerformanceResourceTiming).responseEnd,
          })),
      }));
      expect(firstContentfulPaint).not.toBeNull();
      for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThanOrEqual(firstContentfulPaint!);

      const entryFile = `/${manifest[ENTRY]!.file}`;
      // The page's code, the shell's words and the page's own, in the page's language (English).
      const expected = closure(ENTRY);
      for (const id of routeModules(route, 'en')) {
        expect(manifest[id], id).toBeDefined();
        closure(id, expected);
      }
      const byPath = new Map<string, ScriptTiming>(scripts.map((script) => [script.path, script]));
      for (const file of expected) expect(byPath.has(file), file).toBe(true);
      // No waterfall: every chunk was asked for before the entry module had even arrived.
      const entry = byPath.get(entryFile)!;
      for (const file of expected) expect(byPath.get(file)!.startTime, file).toBeLessThanOrEqual(entry.responseEnd);

      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      await close();
    },
  );

  // A page loaded in a hidden tab gets no paint entry; a browser without paint timing has none
  // to observe. Both still hydrate.
  it.each([
    ['no first-contentful-paint entry arrives', 'silent-observer'],
    ['the browser has no paint timing', 'no-paint-timing'],
  ] as const)('hydrates when %s', async (_, standIn) => {
    const { page: tab, errors, close } = await harness.newPage();
    await tab.addInitScript((mode) => {
      if (mode === 'no-paint-timing') {
        Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: ['resource', 'navigation'] });
        return;
      }
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    }, standIn);
    await tab.goto(`${harness.url}/business`);
    await waitForHydration(tab);
    expect(errors).toEqual([]);
    await close();
  });
});

describeInBrowser('what a phone downloads for the home page', () => {
  const harness = useBrowser();

  it('loads the route’s first load in at most 100 KB of script, response headers included, and 120 KB in all on a first visit', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') urls.set(requestId, response.url);
    });
    // Bytes on the wire: the status line, headers and (compressed) body of each response.
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const url = urls.get(requestId);
      if (url) scripts.set(url, encodedDataLength);
    });
    const sum = () => [...scripts.values()].reduce((total, bytes) => total + bytes, 0);
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The route's first load, the files its boot data names (95 KB of it gzip: npm run size), with their headers.
    const firstLoad = await page.evaluate(() => {
      const { modules, preloads } = JSON.parse(document.getElementById('boot-data')!.textContent!) as Record<string, string[]>;
      return [...modules!, ...preloads!].map((path) => new URL(path, location.href).href);
    });
    expect(firstLoad.every((url) => scripts.has(url))).toBe(true);
    expect(firstLoad.reduce((total, url) => total + scripts.get(url)!, 0)).toBeLessThanOrEqual(100 * 1024);
    // Everything else comes as hydration reaches it or when the browser is idle (the sections below
    // the fold, the footer, the header's panel): the whole first visit.
    expect(sum()).toBeLessThanOrEqual(120 * 1024);
    await close();
  });
});
