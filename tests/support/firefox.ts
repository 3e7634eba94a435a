import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { findTarget, targetArgs, type Engine, type PageDriver, type Target } from './engine';
import { RECORDER_SCRIPT } from './pageRecorder';

/**
 * Firefox (Debian's ESR) through WebDriver BiDi with puppeteer-core: Firefox speaks BiDi itself,
 * so no geckodriver. puppeteer-core never downloads a browser: it launches the executable named.
 */
export async function launchFirefox(executablePath: string, siteUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  return {
    name: 'firefox',
    siteUrl,
    newPage: (options) => openPage(browser, options.width, options.height ?? 800),
    close: () => browser.close(),
  };
}

/** The BiDi events puppeteer subscribes to, as the protocol names them. */
interface BidiConnection {
  send(method: 'browsingContext.setViewport', params: { context: string; viewport: { width: number; height: number } }): Promise<unknown>;
  on(event: 'browsingContext.navigationStarted', listener: (event: { context: string; url: string }) => void): void;
  off(event: 'browsingContext.navigationStarted', listener: (event: { context: string; url: string }) => void): void;
}

async function openPage(browser: Browser, width: number, height: number): Promise<PageDriver> {
  // A user context of its own: no storage shared with earlier pages.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.evaluateOnNewDocument(RECORDER_SCRIPT);
  const connection = (browser as unknown as { connection: BidiConnection }).connection;
  // Puppeteer names a frame by its BiDi browsing context.
  const contextId = (page.mainFrame() as Frame & { _id: string })._id;
  // The viewport by BiDi itself: puppeteer's setViewport also overrides the screen's orientation,
  // a command Firefox ESR 140 does not know ("unknown command"), and fails with it.
  await connection.send('browsingContext.setViewport', { context: contextId, viewport: { width, height } });

  // Firefox hands a mailto: navigation to the system and stays on the page; BiDi still reports
  // the navigation it started (as the DevTools protocol does in Chromium).
  const drafts: string[] = [];
  const onNavigation = (event: { context: string; url: string }) => {
    if (event.context === contextId && event.url.startsWith('mailto:')) drafts.push(event.url);
  };
  connection.on('browsingContext.navigationStarted', onNavigation);

  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    // From the document: puppeteer's own record of the address misses a client navigation's
    // pushState in Firefox ESR 140, which sends no history event for it.
    url: () => page.evaluate(() => location.href).catch(() => page.url()),
    run: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
    async click(target) {
      await withElement(page, target, (element) => element.click());
    },
    async press(target, text) {
      await withElement(page, target, (element) => element.type(text));
    },
    async key(key) {
      // Puppeteer presses one key at a time: Shift is held around the Tab.
      if (key !== 'Shift+Tab') return page.keyboard.press(key);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    tap: (x, y) => page.mouse.click(x, y),
    screenshot: async () => Buffer.from(await page.screenshot()),
    mailDrafts: async () => [...drafts],
    async close() {
      connection.off('browsingContext.navigationStarted', onNavigation);
      await context.close();
    },
  };
}

async function withElement(page: Page, target: Target, act: (element: ElementHandle<Element>) => Promise<void>) {
  const handle = await page.evaluateHandle(findTarget, ...targetArgs(target));
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`No element for ${JSON.stringify(target)}`);
  try {
    await act(element);
  } finally {
    await handle.dispose();
  }
}
