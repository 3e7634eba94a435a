import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { internalHeaderLinks, wordsOf } from '../support/words';

const arShell = wordsOf('ar', 'shell');

/** Where an element sits across the viewport: its left and right edges, in CSS pixels. */
async function edges(page: Page, selector: string): Promise<{ left: number; right: number }> {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

describeInBrowser('right to left in Arabic, Devanagari in Hindi', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('mirrors the phone header and its menu in Arabic: brand on the right, menu button on the left', async () => {
    const width = 375;
    const { page, errors, close } = await harness.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${harness.url}/ar`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const brand = await edges(page, 'header a[href="/ar"]');
    const button = await edges(page, 'header button[aria-controls]');
    expect(brand.left).toBeGreaterThan(width / 2);
    expect(button.right).toBeLessThan(width / 2);

    await page.getByRole('button', { name: arShell.menu }).click();
    const nav = page.getByRole('navigation', { name: arShell.mainNavLabel });
    await nav.waitFor();
    // Each link starts at the right edge of the open menu and reads leftwards.
    const panel = await edges(page, '#primary-navigation');
    const firstLink = (await nav.getByRole('link').first().boundingBox())!;
    const text = await nav
      .getByRole('link')
      .first()
      .evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      });
    expect(panel.right - (firstLink.x + firstLink.width)).toBeLessThan(40);
    expect(panel.right - text.right).toBeLessThan(text.left - panel.left);
    expect(errors).toEqual([]);
    await close();
  });

  it('mirrors the desktop header in Arabic: brand on the right, the links in reading order leftwards', async () => {
    const width = 1280;
    const { page, close } = await harness.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${harness.url}/ar/business`);
    await waitForHydration(page);
    const brand = await edges(page, 'header a[href="/ar"]');
    expect(brand.right).toBeGreaterThan(width - 200);
    const links = page.getByRole('navigation', { name: arShell.mainNavLabel }).getByRole('link');
    const boxes = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
    expect(boxes.length).toBeGreaterThan(2);
    expect([...boxes].sort((a, b) => b - a)).toEqual(boxes);
    await close();
  });

  it('keeps lang and dir through client navigation, and sets them back when the visitor switches language', async () => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.url}/ar`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const item = internalHeaderLinks(arShell).find((link) => link.to === '/business')!;
    await page.getByRole('navigation', { name: arShell.mainNavLabel }).getByRole('link', { name: item.label, exact: true }).click();
    await page.waitForURL(`${harness.url}/ar/business`);
    await page.locator('h1', { hasText: arShell.pages.business.heading }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');

    // The same page in Hindi, from the language menu: left to right again.
    await page.locator('header details summary').click();
    await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${harness.url}/hi/business`);
    await page.locator('h1', { hasText: wordsOf('hi', 'shell').pages.business.heading }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(errors).toEqual([]);
    await close();
  });

  it('offers the same page in every language from any Arabic page', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    for (const route of routes) {
      await page.goto(
        `${harness.url}${localizedPath(
          locales.find((locale) => locale.code === 'ar')!,
          route.path,
        )}`,
      );
      const targets = await page
        .locator('footer a[hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL((link as HTMLAnchorElement).href).pathname]));
      expect(targets, route.path).toEqual(locales.map((locale) => [locale.lang, localizedPath(locale, route.path)]));
    }
    await close();
  });
});

// Arabic and Hindi in the dark scheme through axe-core, every route: tests/support/sweep.ts.
