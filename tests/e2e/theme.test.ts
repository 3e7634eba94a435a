import type { BrowserContext, Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { pageKey, routes } from '../../src/routes';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../src/styles/themeChoice';
import { pageColor } from '../../src/styles/themeColor';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { wordsOf } from '../support/words';

const shell = wordsOf('en', 'shell');

/** `rgb(r, g, b)` of a #rrggbb colour, as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
const LIGHT = rgb(pageColor.light);
const DARK = rgb(pageColor.dark);

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeAttribute = (page: Page) => page.evaluate((name) => document.documentElement.getAttribute(name), THEME_ATTRIBUTE);
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);
/** The `media` of the two theme-color metas, light first. */
const themeColorMedia = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('media')));

/** A choice already stored by an earlier visit, in place before the page's first script. */
async function storeChoice(page: Page, choice: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_STORAGE_KEY, choice]);
}

/**
 * Holds back the scripts that hydrate the page until `release()`: what the visitor sees in
 * the meantime is the server's HTML, the stylesheet and the theme script alone.
 */
async function holdHydration(context: BrowserContext): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await context.route(/\/(assets|src)\/.*\.(js|tsx?)$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/**
 * Every change of the theme attribute, recorded from before the document's first script: when
 * it happened relative to the body (a change before <body> exists precedes any paint).
 */
async function recordThemeChanges(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    const changes: Array<{ value: string | null; beforeBody: boolean }> = [];
    (window as unknown as { __themeChanges: typeof changes }).__themeChanges = changes;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target !== document.documentElement) continue;
        changes.push({ value: document.documentElement.getAttribute(name), beforeBody: document.body === null });
      }
    }).observe(document, { attributes: true, attributeFilter: [name], subtree: true });
  }, THEME_ATTRIBUTE);
}

const themeChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __themeChanges: Array<{ value: string | null; beforeBody: boolean }> }).__themeChanges);

describeInBrowser('colour scheme: system default, stored choice, no flash', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('follows a dark system with JavaScript off, and hides the control that could not work', async () => {
    for (const [colorScheme, background] of [
      ['dark', DARK],
      ['light', LIGHT],
    ] as const) {
      const { page, close } = await harness.newPage({ javaScriptEnabled: false, colorScheme, viewport: { width: 1280, height: 800 } });
      await page.goto(`${harness.url}/business`);
      expect(await pageBackground(page)).toBe(background);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(colorScheme);
      expect(await themeAttribute(page)).toBeNull();
      expect(await page.getByRole('radiogroup', { name: shell.theme.label }).isVisible()).toBe(false);
      await close();
    }
  });

  it('paints a dark system dark before hydration, with the browser chrome to match', async () => {
    const { page, errors, close } = await harness.newPage({ colorScheme: 'dark' });
    const hydration = await holdHydration(page.context());
    await recordThemeChanges(page);
    // The code held may be asked for before the load event, which then waits for it: the document is enough.
    await page.goto(`${harness.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    expect(await pageBackground(page)).toBe(DARK);
    expect(await themeChanges(page)).toEqual([]);
    expect(await themeColorMedia(page)).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
    hydration.release();
    await waitForHydration(page);
    expect(await pageBackground(page)).toBe(DARK);
    expect(await themeChanges(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    { choice: 'dark', system: 'light', background: DARK, media: ['not all', 'all'] },
    { choice: 'light', system: 'dark', background: LIGHT, media: ['all', 'not all'] },
  ] as const)(
    'applies a stored $choice choice on a $system system before the first paint, through hydration and client navigation',
    async ({ choice, system, background, media }) => {
      const { page, errors, cspViolations, close } = await harness.newPage({ colorScheme: system });
      const hydration = await holdHydration(page.context());
      await storeChoice(page, choice);
      await recordThemeChanges(page);
      await page.goto(`${harness.url}/privacy`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
      // Set once, by the inline script in <head>, before the body existed: before any paint.
      expect(await themeChanges(page)).toEqual([{ value: choice, beforeBody: true }]);
      expect(await pageBackground(page)).toBe(background);
      expect(await themeColorMedia(page)).toEqual(media);
      // The control already shows the choice in force, though hydration has not enabled it.
      const control = page.getByRole('radiogroup', { name: shell.theme.label });
      const segment = (name: string) =>
        control.locator(`input[value="${name}"] + span`).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await control.getByRole('radio', { name: shell.theme.choices[choice] }).isDisabled()).toBe(true);
      expect(await segment(choice)).not.toBe(await segment('system'));

      hydration.release();
      await waitForHydration(page);
      expect(await control.getByRole('radio', { name: shell.theme.choices[choice] }).isChecked()).toBe(true);
      expect(await themeAttribute(page)).toBe(choice);

      // Client-side navigation keeps the attribute: React never renders it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business' }).click();
      await page.waitForURL(`${harness.url}/business`);
      await page
        .getByRole('heading', { level: 1, name: shell.pages[pageKey(routes.find((route) => route.path === '/business')!)].heading })
        .waitFor();
      await page.goBack();
      await page.waitForURL(`${harness.url}/privacy`);
      expect(await themeAttribute(page)).toBe(choice);
      expect(await pageBackground(page)).toBe(background);
      expect(await themeChanges(page)).toEqual([{ value: choice, beforeBody: true }]);
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      await close();
    },
  );

  it('is chosen from the keyboard, announced as radios, remembered across a reload and forgotten by System', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage({ colorScheme: 'light' });
    await page.goto(`${harness.url}/how-it-works`);
    await waitForHydration(page);
    const control = page.getByRole('radiogroup', { name: shell.theme.label });
    const radio = (choice: keyof typeof shell.theme.choices) => control.getByRole('radio', { name: shell.theme.choices[choice] });
    expect(await radio('system').isChecked()).toBe(true);

    // Tab from the last header link lands on the checked choice; the arrows move the choice.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Start Earning' }).focus();
    await page.keyboard.press('Tab');
    expect(await radio('system').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(
      await control.locator('input[value="system"] + span').evaluate((element) => getComputedStyle(element).outlineStyle),
      'the focused choice shows a focus ring',
    ).toBe('solid');
    await page.keyboard.press('ArrowRight');
    expect(await radio('light').isChecked()).toBe(true);
    // The page takes the colours a frame after the control shows the choice (themeChoice.ts).
    await expect.poll(() => themeAttribute(page)).toBe('light');
    expect(await stored(page)).toBe('light');
    await page.keyboard.press('ArrowRight');
    expect(await radio('dark').isChecked()).toBe(true);
    await expect.poll(() => themeAttribute(page)).toBe('dark');
    expect(await stored(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK);
    expect(await themeColorMedia(page)).toEqual(['not all', 'all']);

    await page.reload();
    await waitForHydration(page);
    expect(await pageBackground(page)).toBe(DARK);
    expect(await radio('dark').isChecked()).toBe(true);

    await radio('system').check();
    await expect.poll(() => themeAttribute(page)).toBeNull();
    expect(await stored(page)).toBeNull();
    expect(await pageBackground(page)).toBe(LIGHT);
    expect(await themeColorMedia(page)).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('sits in the mobile menu on phones, and a choice reaches the site’s other open tabs', async () => {
    const first = await harness.newPage({ colorScheme: 'light', viewport: { width: 375, height: 740 } });
    const second = await first.page.context().newPage();
    for (const page of [first.page, second]) {
      await page.goto(`${harness.url}/`);
      await waitForHydration(page);
    }
    const control = first.page.getByRole('radiogroup', { name: shell.theme.label });
    expect(await control.isVisible()).toBe(false);
    await first.page.getByRole('button', { name: 'Menu' }).click();
    expect(await control.isVisible()).toBe(true);
    // Below `md` each choice is named in words, not only drawn.
    expect(await control.getByText(shell.theme.choices.dark, { exact: true }).isVisible()).toBe(true);
    // A tap anywhere on a segment lands on its radio, which covers it.
    await control.getByRole('radio', { name: shell.theme.choices.dark }).click();
    await expect.poll(() => pageBackground(first.page)).toBe(DARK);
    await expect.poll(() => pageBackground(second)).toBe(DARK);
    // (Its menu is closed: the radio is in the page but not shown.)
    expect(await second.locator('input[name="theme"][value="dark"]').isChecked()).toBe(true);
    expect(first.errors).toEqual([]);
    expect(await first.cspViolations()).toEqual([]);
    await first.close();
  });

  it('follows the system and still switches when storage is refused', async () => {
    const { page, errors, close } = await harness.newPage({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    expect(await pageBackground(page)).toBe(DARK);
    await page.getByRole('radio', { name: shell.theme.choices.light }).check();
    await expect.poll(() => themeAttribute(page)).toBe('light');
    expect(await pageBackground(page)).toBe(LIGHT);
    expect(errors).toEqual([]);
    await close();
  });

  // Every route at 320 px, menu closed, and the control's labels in every language: tests/support/sweep.ts.
  it('never scrolls sideways at 320 px with the menu open', async () => {
    const { page, close } = await harness.newPage({ colorScheme: 'dark', viewport: { width: 320, height: 640 } });
    await page.goto(`${harness.url}/privacy`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('radiogroup', { name: shell.theme.label }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const box = await page.getByRole('radiogroup', { name: shell.theme.label }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await close();
  });
});
