import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
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

/**
 * Chromium for the enclosing describe block, on the run's shared production server; with options
 * (another configuration, the faulty build), on a server of the block's own. Each page gets a
 * fresh context, so nothing a test stores reaches another.
 */
export function useBrowser(options: TestAppOptions = {}): BrowserHarness {
  const ownServer = Object.keys(options).length > 0;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (ownServer) server = await startTestServer(options);
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    get url() {
      return ownServer ? server!.url : sharedSiteUrl();
    },
    get browser() {
      return browser!;
    },
    async newPage(contextOptions = {}) {
      const context = await browser!.newContext({
        viewport: { width: 1280, height: 800 },
        userAgent: VISITOR_USER_AGENT,
        ...contextOptions,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      const messages: string[] = [];
      page.on('console', (message) => {
        messages.push(`${message.type()}: ${message.text()}`);
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      return {
        page,
        errors,
        messages,
        cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
        close: () => context.close(),
      };
    },
  };
}

/** Resolves once the app has marked the document as hydrated (src/components/layout/Layout.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
