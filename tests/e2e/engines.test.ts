import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_ATTRIBUTE } from '../../src/styles/themeChoice';
import { describeInEngine, ENGINE_LABEL, useEngine, type EngineHarness, type EngineName, type EnginePage } from '../support/engine';
import { decodePng } from '../support/png';
import type { WebKitEngine } from '../support/webkit';

/**
 * Checks where the engines once differed, run in every engine: each script fetched once, every
 * module preload loading, selects drawn like the other fields, and a CSP every engine parses.
 */

const SCREENSHOT_DIR = join('screenshots', 'engines');

/** Waits until the page has fetched nothing new for a while: deferred chunks included. */
async function settle(page: EnginePage) {
  let count = -1;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const now = (await page.resources()).length;
    if (now === count) return;
    count = now;
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
}

/** How many times the page fetched each script (module scripts and module preloads alike). */
async function scriptFetches(page: EnginePage): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await page.resources()) {
    const { pathname } = new URL(name);
    if (pathname.endsWith('.js')) counts[pathname] = (counts[pathname] ?? 0) + 1;
  }
  return counts;
}

const HOME_PAGES = ['/', '/es'];

function fetchesEachScriptOnce(engine: EngineName, harness: EngineHarness) {
  it.each(HOME_PAGES)('%s: fetches each script file exactly once', async (path) => {
    const page = await harness.open({ width: 1280 });
    await page.goto(path);
    await page.waitForHydration();
    await settle(page);
    const fetches = await scriptFetches(page);
    expect(Object.keys(fetches).length, `${ENGINE_LABEL[engine]} fetched no script`).toBeGreaterThan(1);
    expect(Object.entries(fetches).filter(([, times]) => times !== 1)).toEqual([]);
    await page.close();
  });
}

function loadsEveryPreload(harness: EngineHarness) {
  it.each(HOME_PAGES)('%s: every script and module preload the page inserts loads (no error event)', async (path) => {
    const page = await harness.open({ width: 1280 });
    await page.goto(path);
    await page.waitForHydration();
    await settle(page);
    expect(await page.failedLoads()).toEqual([]);
    await page.close();
  });
}

/** A point inside a control, clear of its border and its text: what its own background looks like. */
async function controlColours(page: EnginePage, engine: EngineName, scheme: string) {
  const colours: Record<string, { drawn: string; computed: string; appearance: string }> = {};
  for (const id of ['quote-companyName', 'quote-industry']) {
    const box = await page.evaluate((elementId) => {
      const element = document.getElementById(elementId)!;
      element.scrollIntoView({ block: 'center' });
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { x: rect.left + 4, y: rect.top + rect.height / 2, computed: style.backgroundColor, appearance: style.appearance };
    }, id);
    const shot = await page.screenshot();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, `business-${id}-${engine}-${scheme}.png`), shot);
    colours[id] = { drawn: `rgb(${decodePng(shot).rgb(box.x, box.y).join(', ')})`, computed: box.computed, appearance: box.appearance };
  }
  return colours;
}

function drawsSelectsLikeFields(engine: EngineName, harness: EngineHarness) {
  it.each(['light', 'dark'])(
    '/business, %s: the quote form draws its selects with the field background, like its text fields',
    async (scheme) => {
      const page = await harness.open({ width: 1280 });
      await page.goto('/business');
      await page.waitForHydration();
      await page.click(`input[name="theme"][value="${scheme}"]`);
      await page.waitUntil((name, value) => document.documentElement.getAttribute(name) === value, THEME_ATTRIBUTE, scheme);
      const colours = await controlColours(page, engine, scheme);
      // The screenshot shows the text field's computed background: the sampling reads what is drawn.
      expect(colours['quote-companyName']!.drawn).toBe(colours['quote-companyName']!.computed);
      expect(colours['quote-industry'], JSON.stringify(colours)).toMatchObject({ drawn: colours['quote-companyName']!.drawn });
      await page.close();
    },
  );
}

const CSP_WARNING = /Content-Security-Policy/;

describe('script fetches, module preloads, styled selects and the CSP, in every engine', () => {
  for (const engine of ['chromium', 'firefox', 'webkit'] as const) {
    describeInEngine(engine)(ENGINE_LABEL[engine], () => {
      const harness = useEngine(engine);
      fetchesEachScriptOnce(engine, harness);
      // Firefox fired `error` on Vite's preload of the entry while the loader's script lacked `crossorigin`.
      loadsEveryPreload(harness);
      // WebKit kept a <select>'s native grey look (appearance: auto) whatever its background.
      drawsSelectsLikeFields(engine, harness);

      if (engine === 'webkit') {
        // WebKit warned on every page about `manifest-src`, which default-src already covers.
        it('parses the Content-Security-Policy without a warning', async () => {
          const messages = await (harness.engine as WebKitEngine).consoleMessages('/');
          expect(messages.filter((line) => CSP_WARNING.test(line))).toEqual([]);
        });
      }
    });
  }
});
