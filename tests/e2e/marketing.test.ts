import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

describeInBrowser('marketing pages in the browser', () => {
  const harness = useBrowser({}, { pages: 'reused' });

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

  it('names the rewards screen by the demo earner’s money and its sample progress, and opens the store listings in new tabs', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    // One image, one text alternative: the phone's drawing is not read piece by piece.
    const phone = page.getByRole('img', { name: /\$2,847\.50 earned in total.*2\.80 tokens in 13 labels, at 87 of 100/ });
    expect(await phone.count()).toBe(1);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    const googlePlay = page.locator('main').getByRole('link', { name: /Google Play/ });
    expect(await googlePlay.getAttribute('target')).toBe('_blank');
    expect(await googlePlay.getAttribute('rel')).toBe('noopener noreferrer');
    await close();
  });
});
