import { expect, it } from 'vitest';
import shell from '../../src/content/en/shell';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { internalHeaderLinks } from '../support/words';

const target = internalHeaderLinks(shell).find((link) => link.to !== '/')!;
const targetRoute = routes.find((route) => route.path === target.to)!;
const targetMeta = shell.pages[targetRoute.page];

describeInBrowser('focus management', () => {
  const harness = useBrowser();

  it('moves focus to the new h1 and announces the title after client navigation', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    const announcer = page.locator('[data-route-announcer]');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect(await announcer.textContent()).toBe('');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.label, exact: true }).click();
    await page.waitForURL(`${harness.url}${targetRoute.path}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(targetMeta.heading);
    await expect.poll(() => announcer.textContent()).toBe(await page.title());
    expect(await page.title()).toContain(targetMeta.title);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('keeps the browser focus on the first page load', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}${targetRoute.path}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await close();
  });

  it('makes the skip link the first tab stop and moves focus to main', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await close();
  });

  it('shows a visible outline on a link focused from the keyboard', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { tag: document.activeElement!.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.tag).toBe('A');
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await close();
  });

  it.each([
    ['the menu button', false],
    ['a link inside the open menu', true],
  ])('closes the mobile menu on Escape from %s and returns focus to the button', async (_where, fromInside) => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    if (fromInside) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('Main');
    }
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('turns transitions off when reduced motion is preferred', async () => {
    const longestTransition = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, close } = await harness.newPage({ reducedMotion });
      await page.goto(`${harness.url}/`);
      await waitForHydration(page);
      const seconds = await page.evaluate(() =>
        [...document.querySelectorAll('a, button')].flatMap((element) =>
          getComputedStyle(element)
            .transitionDuration.split(',')
            .map((part) => parseFloat(part)),
        ),
      );
      await close();
      return Math.max(...seconds);
    };
    // The control: with no preference, some control does animate.
    expect(await longestTransition('no-preference')).toBeGreaterThan(0.05);
    expect(await longestTransition('reduce')).toBeLessThan(0.001);
  });
});
