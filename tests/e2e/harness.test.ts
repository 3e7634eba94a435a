import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser } from '../support/browser';

// A group whose pages are reused (tests/support/browser.ts, GroupOptions): a kept page reaches the
// next test as a fresh context would give it, and a page a test changed lastingly is not kept.
describeInBrowser('pages reused within a group', () => {
  const harness = useBrowser({}, { pages: 'reused' });
  let first: Page | undefined;

  it('gives a test a page, which leaves its storage, cookies and size behind', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 700 }, colorScheme: 'dark' });
    first = page;
    await page.goto(`${harness.url}/`);
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await page.context().addCookies([{ name: 'left', value: 'behind', url: harness.url }]);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await close();
  });

  it('gives the next test the same page with none of it, at the size and scheme it asks for', async () => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 1280, height: 800 } });
    expect(page, 'the page was kept').toBe(first);
    await page.goto(`${harness.url}/`);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
    expect(await page.context().cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
    expect(await page.evaluate(() => [innerWidth, matchMedia('(prefers-color-scheme: light)').matches])).toEqual([1280, true]);
    expect(errors).toEqual([]);
    // A route outlives the test: this page must not be kept.
    await page.route('**/robots.txt', (route) => route.fulfill({ body: 'changed' }));
    await close();
  });

  it('opens a fresh page after a test that changed its page lastingly', async () => {
    const { page, close } = await harness.newPage();
    expect(page).not.toBe(first);
    await close();
  });
});
