import { afterAll, beforeAll, describe } from 'vitest';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { firefoxPath, webkitPaths } from '../../scripts/engines.mjs';
import { readRecord, RECORD_KEY, type PageRecord } from './pageRecorder';
import { sharedSiteUrl } from './server';

/**
 * One small API over three engines and three protocols (Chromium through playwright-core and
 * the DevTools protocol, Firefox through puppeteer-core and WebDriver BiDi, WebKit through
 * selenium-webdriver and classic WebDriver), so that one test reads the same in each. Each
 * engine adapter (chromiumEngine.ts, firefox.ts, webkit.ts) implements `PageDriver`; the rest is
 * built here on what every engine has: running a function in the page.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export const ENGINE_LABEL: Record<EngineName, string> = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

export interface PageOptions {
  /** The viewport in CSS pixels: `innerWidth` and `innerHeight` as the page sees them. */
  width: number;
  height?: number;
}

/**
 * An element: the first visible match of a CSS selector, or of a selector and the element's
 * accessible text (its `aria-label`, or else its text, spaces collapsed).
 */
export type Target = string | { css: string; name: string };

/** A key a visitor presses with focus wherever it is: to move it, or to dismiss something. */
export type Key = 'Tab' | 'Shift+Tab' | 'Escape';

export interface ResourceFetch {
  name: string;
  initiatorType: string;
}

/** The primitives each engine adapter implements. */
export interface PageDriver {
  /** Loads a URL and resolves at its load event. */
  goto(url: string): Promise<void>;
  /** The top-level URL the browser reports. */
  url(): Promise<string>;
  /** Runs `(source)(...args)` in the page; resolves with its awaited, JSON-serializable result. */
  run(source: string, args: unknown[]): Promise<unknown>;
  /** A real pointer click in the middle of the element, scrolled into view first. */
  click(target: Target): Promise<void>;
  /** Real key presses into the element. */
  press(target: Target, text: string): Promise<void>;
  /** A real key press, to whatever has focus. */
  key(key: Key): Promise<void>;
  /** A real pointer click at a point of the viewport, on whatever is drawn there. */
  tap(x: number, y: number): Promise<void>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  /** Every `mailto:` URL the page tried to open. */
  mailDrafts(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** The site's origin as this engine's pages reach it. */
  readonly siteUrl: string;
  newPage(options: PageOptions): Promise<PageDriver>;
  close(): Promise<void>;
}

/** What tests use: the same in every engine. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Loads a path of the site (or a URL) and resolves at its load event. */
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  /** The path and query of the top-level URL. */
  location(): Promise<string>;
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Polls `fn` in the page until it returns something truthy (10 s at most). */
  waitUntil<Args extends unknown[]>(fn: (...args: Args) => unknown, ...args: Args): Promise<void>;
  /** Waits for the target to be in the page and visible. */
  waitFor(target: Target): Promise<void>;
  /** Waits for `data-hydrated` on <html> (src/app/deferred.tsx). */
  waitForHydration(): Promise<void>;
  isVisible(target: Target): Promise<boolean>;
  click(target: Target): Promise<void>;
  /** Types with real key presses. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key, as a visitor would, wherever focus is. */
  key(key: Key): Promise<void>;
  /** Clicks a point of the viewport (CSS pixels), whatever is drawn there. */
  tap(x: number, y: number): Promise<void>;
  /** Replaces the field's value the way pasting or an input method does (`insertText`): any character. */
  fill(target: Target, text: string): Promise<void>;
  /** Chooses the option with this value, as a visitor's choice in the list would. */
  selectOption(target: Target, value: string): Promise<void>;
  /**
   * `console.error` calls, uncaught errors and unhandled rejections since the page opened, as
   * each document recorded them (pageRecorder.ts): what a document logs while it is being left
   * (an import cut short by the navigation) is not its visitor's error and is not counted.
   */
  errors(): Promise<string[]>;
  /** `securitypolicyviolation` events since the page opened. */
  cspViolations(): Promise<string[]>;
  /** Elements whose load failed since the page opened (a preload, a script, an image). */
  failedLoads(): Promise<string[]>;
  /** The current document's `performance.getEntriesByType('resource')`. */
  resources(): Promise<ResourceFetch[]>;
  /** Every `mailto:` URL the page tried to open (see each adapter for how it is caught). */
  mailDrafts(): Promise<string[]>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const WAIT_MS = 10_000;
const POLL_MS = 50;

/** Runs in the page: the target element, or null. */
export function findTarget(css: string, name: string | null): Element | null {
  const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = [...document.querySelectorAll(css)].filter(
    (element) => name === null || normalize(element.getAttribute('aria-label')) === name || normalize(element.textContent) === name,
  );
  return matches.find((element) => element.checkVisibility({ visibilityProperty: true })) ?? matches[0] ?? null;
}

/** `findTarget`'s arguments for a target. */
export const targetArgs = (target: Target): [string, string | null] =>
  typeof target === 'string' ? [target, null] : [target.css, target.name];

export const describeTarget = (target: Target) => (typeof target === 'string' ? target : `${target.css} named "${target.name}"`);

/** Runs in the page, with `find` = findTarget. */
function isTargetVisible(find: typeof findTarget, css: string, name: string | null): boolean {
  return find(css, name)?.checkVisibility({ visibilityProperty: true }) ?? false;
}

/** Runs in the page, with `find` = findTarget: what pasting `text` into a field would do. */
function insertText(find: typeof findTarget, css: string, name: string | null, text: string): void {
  const field = find(css, name) as HTMLInputElement | HTMLTextAreaElement;
  field.focus();
  document.execCommand('selectAll');
  if (text === '') document.execCommand('delete');
  else document.execCommand('insertText', false, text);
}

/** Runs in the page, with `find` = findTarget: a choice in a select's list (input and change events). */
function chooseOption(find: typeof findTarget, css: string, name: string | null, value: string): boolean {
  const select = find(css, name) as HTMLSelectElement;
  const option = [...select.options].find((candidate) => candidate.value === value);
  if (!option) return false;
  option.selected = true;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Runs in the page: the record's entries so far, taken out so that none is counted twice. */
function takeRecord(read: typeof readRecord, key: string): PageRecord | null {
  const record = read(key);
  if (!record) return null;
  return { errors: record.errors.splice(0), cspViolations: record.cspViolations.splice(0), failedLoads: record.failedLoads.splice(0) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class RecordedPage implements EnginePage {
  /** Entries taken from documents the page has shown (each document records its own). */
  readonly #taken: PageRecord = { errors: [], cspViolations: [], failedLoads: [] };

  constructor(
    readonly engine: EngineName,
    readonly siteUrl: string,
    readonly driver: PageDriver,
  ) {}

  async goto(path: string) {
    await this.#take();
    await this.driver.goto(path.startsWith('/') ? `${this.siteUrl}${path}` : path);
  }

  url() {
    return this.driver.url();
  }

  async location() {
    const url = new URL(await this.driver.url());
    return `${url.pathname}${url.search}`;
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.driver.run(fn.toString(), args) as Promise<Awaited<Result>>;
  }

  /** Runs a function whose first parameter is `findTarget`, then the target's arguments and `rest`. */
  #withTarget(fn: (find: typeof findTarget, ...args: never[]) => unknown, target: Target, ...rest: unknown[]) {
    return this.driver.run(`(...args) => (${fn.toString()})((${findTarget.toString()}), ...args)`, [...targetArgs(target), ...rest]);
  }

  async waitUntil<Args extends unknown[]>(fn: (...args: Args) => unknown, ...args: Args) {
    await this.#poll(() => this.driver.run(fn.toString(), args), `${fn.toString()}`);
  }

  async waitFor(target: Target) {
    await this.#poll(() => this.#withTarget(isTargetVisible, target), `${describeTarget(target)} to be visible`);
  }

  async #poll(check: () => Promise<unknown>, what: string) {
    const deadline = Date.now() + WAIT_MS;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out in ${ENGINE_LABEL[this.engine]} waiting for ${what}`);
      await sleep(POLL_MS);
    }
  }

  waitForHydration() {
    return this.waitUntil(() => document.documentElement.hasAttribute('data-hydrated'));
  }

  async isVisible(target: Target) {
    return (await this.#withTarget(isTargetVisible, target)) as boolean;
  }

  async click(target: Target) {
    await this.waitFor(target);
    // A click may leave the document (WebKit replaces the page with a mailto: draft): keep its record.
    await this.#take();
    await this.driver.click(target);
  }

  async type(target: Target, text: string) {
    await this.waitFor(target);
    await this.driver.press(target, text);
  }

  key(key: Key) {
    return this.driver.key(key);
  }

  tap(x: number, y: number) {
    return this.driver.tap(x, y);
  }

  async fill(target: Target, text: string) {
    await this.waitFor(target);
    await this.#withTarget(insertText, target, text);
  }

  async selectOption(target: Target, value: string) {
    await this.waitFor(target);
    if (!(await this.#withTarget(chooseOption, target, value))) throw new Error(`${describeTarget(target)} has no option ${value}`);
  }

  async errors() {
    await this.#take();
    return [...this.#taken.errors];
  }

  async cspViolations() {
    await this.#take();
    return [...this.#taken.cspViolations];
  }

  async failedLoads() {
    await this.#take();
    return [...this.#taken.failedLoads];
  }

  resources() {
    return this.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, initiatorType: (entry as PerformanceResourceTiming).initiatorType })),
    );
  }

  mailDrafts() {
    return this.driver.mailDrafts();
  }

  screenshot() {
    return this.driver.screenshot();
  }

  close() {
    return this.driver.close();
  }

  /** Moves the current document's record into #taken (a document without a recorder has none). */
  async #take() {
    const record = (await this.driver.run(`(...args) => (${takeRecord.toString()})((${readRecord.toString()}), ...args)`, [
      RECORD_KEY,
    ])) as PageRecord | null;
    if (!record) return;
    this.#taken.errors.push(...record.errors);
    this.#taken.cspViolations.push(...record.cspViolations);
    this.#taken.failedLoads.push(...record.failedLoads);
  }
}

const AVAILABLE: Record<EngineName, () => unknown> = { chromium: chromiumPath, firefox: firefoxPath, webkit: webkitPaths };

export const engineAvailable = (name: EngineName) => Boolean(AVAILABLE[name]());

/**
 * `describe` for tests in an engine: skipped loudly when the engine is missing (globalSetup
 * names the package to install, and fails the run instead under CI=true).
 */
export const describeInEngine = (name: EngineName) => (engineAvailable(name) ? describe : describe.skip);

async function launchEngine(name: EngineName, serverUrl: string): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return (await import('./chromiumEngine')).chromiumEngine(await (await import('./browser')).connectChromium(), serverUrl);
    case 'firefox':
      return (await import('./firefox')).launchFirefox(firefoxPath()!, serverUrl);
    case 'webkit':
      return (await import('./webkit')).launchWebKit(webkitPaths()!, serverUrl);
  }
}

export interface EngineHarness {
  /** The production app, as the engine reaches it. */
  readonly url: string;
  readonly engine: Engine;
  /** A new page (a fresh context: storage of earlier pages gone) with the viewport asked for. */
  open(options: PageOptions): Promise<EnginePage>;
}

/**
 * One browser of the engine for the enclosing describe block (startup is the expensive part:
 * every check then opens a page of its own), on the run's shared production server.
 */
export function useEngine(name: EngineName): EngineHarness {
  let engine: Engine | undefined;

  beforeAll(async () => {
    engine = await launchEngine(name, sharedSiteUrl());
  });

  afterAll(async () => {
    await engine?.close();
  });

  return {
    get url() {
      return engine!.siteUrl;
    },
    get engine() {
      return engine!;
    },
    async open(options) {
      return new RecordedPage(name, engine!.siteUrl, await engine!.newPage(options));
    },
  };
}
