import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

const TEXT_INPUTS =
  'input:not([type]):visible, input[type="text"]:visible, input[type="search"]:visible, input[type="email"]:visible, input[type="password"]:visible, textarea:visible';

/** Every <style> in the document, with whether its nonce property is set (the attribute is hidden). */
function styleNonces(page: Page): Promise<Array<{ emotion: string | null; hasNonce: boolean }>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => ({
      emotion: style.getAttribute('data-emotion'),
      hasNonce: Boolean(style.nonce),
    })),
  );
}

/** Rules in Emotion's style elements: grows when styles are inserted in the browser. */
function emotionRuleCount(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].reduce(
      (total, style) => total + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
  );
}

describeInBrowser('Content-Security-Policy in Chromium', () => {
  const harness = useBrowser();

  it.each(VIEWPORTS)('reports no violation on any route at $width px, typing in every form', async (viewport) => {
    const { page, errors, cspViolations, close } = await harness.newPage({ viewport });
    for (const route of routes) {
      await page.goto(`${harness.url}${route.path}`);
      await waitForHydration(page);
      const input = page.locator(TEXT_INPUTS).first();
      if ((await input.count()) > 0) await input.pressSequentially('csp <check> & "quotes"');
      expect(await cspViolations(), route.path).toEqual([]);
      expect((await styleNonces(page)).filter((style) => !style.hasNonce), route.path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('reports no violation through the mobile menu and client-side navigation', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage({ viewport: VIEWPORTS[0] });
    await page.goto(`${harness.url}/privacy`);
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['Business', '/business'],
      ['Community', '/community'],
      ['How It Works', '/how-it-works'],
    ] as const) {
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(`${harness.url}${path}`);
      await page.locator('h1', { hasText: routes.find((route) => route.path === path)!.heading }).waitFor();
      expect(await cspViolations(), path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('gives the nonce to every style Emotion inserts after hydration', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    // A plain page first, so the pages visited next bring styles the first document lacked.
    await page.goto(`${harness.url}/eula`);
    await waitForHydration(page);
    const rulesAfterHydration = await emotionRuleCount(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['Business', '/business'],
      ['Community', '/community'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(`${harness.url}${path}`);
      await page.locator('h1', { hasText: routes.find((route) => route.path === path)!.heading }).waitFor();
    }
    await page.locator(TEXT_INPUTS).first().pressSequentially('points');

    expect(await emotionRuleCount(page)).toBeGreaterThan(rulesAfterHydration);
    const styles = await styleNonces(page);
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.filter((style) => !style.hasNonce)).toEqual([]);
    // The nonce is readable only as a property: the attribute is hidden from the DOM.
    expect(await page.evaluate(() => document.querySelector('script[nonce]')?.getAttribute('nonce'))).toBe('');
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
