import { expect, it } from 'vitest';
import shell from '../../src/content/en/shell';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser } from '../support/browser';
import { internalHeaderLinks } from '../support/words';

const WIDTHS = [375, 1280] as const;
const internalNav = internalHeaderLinks(shell);

describeInBrowser('visitors without JavaScript', () => {
  const harness = useBrowser();

  for (const width of WIDTHS) {
    it(`renders every route fully at ${width} px`, async () => {
      const { page, errors, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      for (const route of routes) {
        await page.goto(`${harness.url}${route.path}`);
        expect(await page.locator('h1').allTextContents(), route.path).toEqual([shell.pages[route.page].heading]);
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const item of internalNav) {
          expect(await nav.getByRole('link', { name: item.label, exact: true }).isVisible(), `${route.path} ${item.label}`).toBe(true);
        }
        expect(await page.locator('footer').isVisible()).toBe(true);
        expect(await page.locator('main').innerText()).not.toBe('');
      }
      expect(errors).toEqual([]);
      await close();
    });

    it(`navigates by following the header links at ${width} px`, async () => {
      const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      await page.goto(`${harness.url}/`);
      for (const item of internalNav) {
        const route = routes.find((entry) => entry.path === item.to)!;
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.label, exact: true }).click();
        await page.waitForURL(`${harness.url}${item.to}`);
        expect(await page.locator('h1').textContent()).toBe(shell.pages[route.page].heading);
      }
      await page.locator('header').getByRole('link').first().click();
      await page.waitForURL(`${harness.url}/`);
      await close();
    });
  }

  it('does not show the menu button, which cannot work without scripts', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
    await page.goto(`${harness.url}/`);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await close();
  });
});
