import AxeBuilder from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

const MARKETING_PATHS = ['/', '/how-it-works', '/app-download'] as const;

describeInBrowser('marketing pages in the browser', () => {
  const harness = useBrowser();

  it('opens and closes an FAQ answer with the mouse and with the keyboard', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/how-it-works`);
    await waitForHydration(page);
    const item = page.locator('details', { hasText: 'How much can I earn?' });
    const summary = item.locator('summary');
    const answer = item.getByText('Beta testers typically earn 500–5,000 points per week');
    expect(await answer.isVisible()).toBe(false);

    await summary.click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await item.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await summary.click();
    await expect.poll(() => answer.isVisible()).toBe(false);

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => answer.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => answer.isVisible()).toBe(false);

    expect(await page.locator('main details').count()).toBe(10);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('navigates client-side from the hero buttons', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const main = page.locator('main');
    await main.getByRole('link', { name: 'How It Works', exact: true }).first().click();
    await page.waitForURL(`${harness.url}/how-it-works`);
    await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor();
    await main.getByRole('link', { name: 'Download the App' }).click();
    await page.waitForURL(`${harness.url}/app-download`);
    await page.getByRole('heading', { level: 1, name: 'Download Our App' }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Train AI. Earn Rewards.' }).waitFor();
    await main.getByRole('link', { name: 'Start Earning' }).click();
    await page.waitForURL(`${harness.url}/app-download`);
    await page.getByRole('heading', { level: 1, name: 'Download Our App' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('exposes the sample progress and opens the store listings in new tabs', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    const progress = page.getByRole('progressbar', { name: 'Labeling progress' });
    expect(await progress.getAttribute('value')).toBe('87');
    expect(await progress.getAttribute('max')).toBe('100');
    const googlePlay = page.locator('main').getByRole('link', { name: /Google Play/ });
    expect(await googlePlay.getAttribute('target')).toBe('_blank');
    expect(await googlePlay.getAttribute('rel')).toBe('noopener noreferrer');
    await close();
  });

  for (const width of [375, 1280]) {
    it(`has no axe violations, console errors or CSP violations at ${width}px`, async () => {
      const { page, errors, cspViolations, close } = await harness.newPage({ viewport: { width, height: 800 } });
      for (const path of MARKETING_PATHS) {
        await page.goto(`${harness.url}${path}`);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
          path,
        ).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
        expect(await cspViolations(), path).toEqual([]);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }
});
