import type { Browser, ElementHandle, Page } from 'playwright-core';
import { VISITOR_USER_AGENT } from './browser';
import { findTarget, targetArgs, type Engine, type PageDriver, type Target } from './engine';
import { recordMailDrafts } from './mailDraft';
import { RECORDER_SCRIPT } from './pageRecorder';

/** A Chromium (the run's, in tests: browser.ts) through playwright-core, as the rest of the suite drives it. */
export function chromiumEngine(browser: Browser, siteUrl: string): Engine {
  return {
    name: 'chromium',
    siteUrl,
    async newPage({ width, height = 800 }): Promise<PageDriver> {
      const context = await browser.newContext({ viewport: { width, height }, userAgent: VISITOR_USER_AGENT });
      await context.addInitScript(RECORDER_SCRIPT);
      const page = await context.newPage();
      const drafts = await recordMailDrafts(page);
      return {
        async goto(url) {
          await page.goto(url);
        },
        url: async () => page.url(),
        run: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
        async click(target) {
          await withElement(page, target, (element) => element.click());
        },
        async press(target, text) {
          await withElement(page, target, async (element) => {
            await element.focus();
            await page.keyboard.type(text);
          });
        },
        key: (key) => page.keyboard.press(key),
        tap: (x, y) => page.mouse.click(x, y),
        screenshot: () => page.screenshot(),
        mailDrafts: async () => [...drafts],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

async function withElement(page: Page, target: Target, act: (element: ElementHandle<Element>) => Promise<void>) {
  const handle = await page.evaluateHandle(`(${findTarget.toString()})(...${JSON.stringify(targetArgs(target))})`);
  const element = handle.asElement();
  if (!element) throw new Error(`No element for ${JSON.stringify(target)}`);
  try {
    await act(element);
  } finally {
    await handle.dispose();
  }
}
