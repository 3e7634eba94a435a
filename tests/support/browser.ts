import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { sharedSiteUrl, startTestServer, type RunningServer, type TestAppOptions } from './server';

const executablePath = chromiumPath();

/**
 * Headless Chromium announces itself as "HeadlessChrome", which bot detection rightly treats
 * as a crawler; tests browse as an ordinary visitor so they exercise the streamed path.
 */
export const VISITOR_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * `describe` for browser tests: runs them in Debian's Chromium, or skips them loudly when it
 * is missing (globalSetup fails the run instead under CI=true).
 */
export const describeInBrowser = executablePath ? describe : describe.skip;

export interface BrowserHarness {
  readonly url: string;
  readonly browser: Browser;
  /** A fresh page with error, console and CSP-violation recording. */
  newPage(options?: BrowserContextOptions): Promise<RecordedPage>;
}

export interface RecordedPage {
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** Every console message (type: text). */
  messages: string[];
  /** CSP violations reported by the page (`securitypolicyviolation` events). */
  cspViolations(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The run's Chromium (launched once by globalSetup.ts), or one of the file's own when the run has
 * none to share (a file run outside the build project's setup).
 */
export async function connectChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch({ executablePath: executablePath!, args: [...CHROMIUM_ARGS] });
}

/** How a group's tests get their pages. */
export interface GroupOptions {
  /**
   * `reused`: a page a test closes is kept for the group's next test with the same context options,
   * once its storage, cookies, size and emulated media are put back: a page opened afresh costs
   * Chromium about three times a load (a process, a context, cold caches). A page whose test changed
   * what cannot be put back (an init script, a route, a DevTools session, a second page) is closed
   * instead. Only for groups that measure no network and no first visit: a reused page's caches are warm.
   */
  pages?: 'fresh' | 'reused';
}

/** Page and context methods whose effects outlive a test: a test that calls one gets a page no other test reuses. */
const LASTING_PAGE_CHANGES = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'route',
  'routeFromHAR',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const LASTING_CONTEXT_CHANGES = [
  ...LASTING_PAGE_CHANGES,
  'newCDPSession',
  'newPage',
  'setOffline',
  'grantPermissions',
  'setGeolocation',
  'setHTTPCredentials',
] as const;

/** Calls `onCall` before any of `methods` on this one object, until the returned function puts them back. */
function watchCalls(target: object, methods: readonly string[], onCall: () => void): () => void {
  const own = target as Record<string, unknown>;
  for (const name of methods) {
    const original = own[name] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') continue;
    own[name] = (...args: unknown[]) => {
      onCall();
      return original.apply(target, args);
    };
  }
  return () => {
    for (const name of methods) delete own[name];
  };
}

/**
 * Chromium for the enclosing describe block, on the run's shared production server; with options
 * (another configuration, the faulty build), on a server of the block's own. Each page gets a
 * fresh context, so nothing a test stores reaches another; with `pages: 'reused'`, a context the
 * group's last test put back (GroupOptions).
 */
export function useBrowser(options: TestAppOptions = {}, { pages = 'fresh' }: GroupOptions = {}): BrowserHarness {
  const ownServer = Object.keys(options).length > 0;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  /** Pages put back, by their context options. */
  const parked = new Map<string, { context: BrowserContext; page: Page }[]>();

  beforeAll(async () => {
    if (ownServer) server = await startTestServer(options);
    browser = await connectChromium();
  });

  afterAll(async () => {
    await Promise.all([...parked.values()].flat().map(({ context }) => context.close()));
    await browser?.close();
    await server?.close();
  });

  const siteUrl = () => (ownServer ? server!.url : sharedSiteUrl());

  /** Puts a page back as a fresh context would give it, or false when it cannot be. */
  async function putBack(page: Page): Promise<boolean> {
    if (page.isClosed() || page.context().pages().length !== 1) return false;
    // A document of the site with nothing of its own (no script, no storage), where the origin's storage is cleared.
    await page.goto(`${siteUrl()}/robots.txt`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await page.mouse.move(0, 0);
    return true;
  }

  /** Gives a kept page what its test asks of a context that a page can be given: its size and media. */
  async function fitPage(page: Page, settings: BrowserContextOptions): Promise<void> {
    await page.setViewportSize(settings.viewport!);
    await page.emulateMedia({
      media: null,
      colorScheme: settings.colorScheme ?? 'light',
      reducedMotion: settings.reducedMotion ?? 'no-preference',
      forcedColors: settings.forcedColors ?? 'none',
    });
  }

  return {
    get url() {
      return siteUrl();
    },
    get browser() {
      return browser!;
    },
    async newPage(contextOptions = {}) {
      const settings: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, userAgent: VISITOR_USER_AGENT, ...contextOptions };
      // Kept pages are found by what only a context can set: the rest, each page is given.
      const { viewport: _viewport, colorScheme: _scheme, reducedMotion: _motion, forcedColors: _colours, ...contextOnly } = settings;
      const key = JSON.stringify(contextOnly);
      const kept = parked.get(key)?.pop();
      if (kept) await fitPage(kept.page, settings);
      const context = kept?.context ?? (await browser!.newContext(settings));
      const page = kept?.page ?? (await context.newPage());
      // What listens to the page before the test: Playwright's own listeners.
      const listening = (target: Page | BrowserContext) => {
        // Both are Node event emitters; their types leave that out.
        const emitter = target as unknown as NodeJS.EventEmitter;
        return emitter
          .eventNames()
          .map((name) => `${String(name)}:${emitter.listenerCount(name)}`)
          .join();
      };
      const [pageListeners, contextListeners] = [listening(page), listening(context)];
      const errors: string[] = [];
      const messages: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        messages.push(`${message.type()}: ${message.text()}`);
        if (message.type() === 'error') errors.push(message.text());
      };
      const onError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onError);
      if (!kept)
        await page.addInitScript(() => {
          const violations: string[] = [];
          (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
          document.addEventListener('securitypolicyviolation', (event) => {
            violations.push(`${event.violatedDirective} ${event.blockedURI}`);
          });
        });
      let changed = false;
      const unwatch = [page, context].map((target) =>
        watchCalls(target, target === page ? LASTING_PAGE_CHANGES : LASTING_CONTEXT_CHANGES, () => (changed = true)),
      );
      return {
        page,
        errors,
        messages,
        cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
        async close() {
          for (const restore of unwatch) restore();
          page.off('console', onConsole);
          page.off('pageerror', onError);
          // A listener the test left on the page or its context would hear the next test's page.
          changed ||= listening(page) !== pageListeners || listening(context) !== contextListeners;
          const kept = pages === 'reused' && !changed && (await putBack(page).catch(() => false));
          if (kept) parked.set(key, [...(parked.get(key) ?? []), { context, page }]);
          else await context.close();
        },
      };
    },
  };
}

/** Resolves once the app has marked the document as hydrated (src/components/layout/Layout.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
