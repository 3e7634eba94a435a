import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { legalDocumentIn, wordsOf } from '../support/words';

const shell = wordsOf('en', 'shell');

/** A section near the end of each document, so reaching it needs a real scroll. */
const cases = [
  { path: '/privacy', target: legalDocumentIn('en', 'privacy').sections.at(-3)! },
  { path: '/terms', target: legalDocumentIn('en', 'terms').sections.at(-3)! },
  { path: '/eula', target: legalDocumentIn('en', 'eula').sections.at(-3)! },
];

const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

describeInBrowser('legal pages: table of contents', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  for (const viewport of viewports) {
    it.each(cases)(`at ${viewport.width} px, $path scrolls a chosen section below the sticky header`, async ({ path, target }) => {
      const { page, errors, cspViolations, close } = await harness.newPage({ viewport });
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);

      const toc = page.getByRole('navigation', { name: shell.legal.tableOfContents });
      await toc.getByRole('link', { name: target.title, exact: true }).click();
      await page.waitForURL(`${harness.url}${path}#${target.id}`);

      const heading = page.locator(`section#${target.id} > h2`);
      await expect
        .poll(() =>
          heading.evaluate((element) => {
            const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
            const { top, bottom } = element.getBoundingClientRect();
            return top >= headerBottom && bottom <= window.innerHeight && window.scrollY > 0;
          }),
        )
        .toBe(true);
      expect(await heading.textContent()).toContain(target.title);
      expect(new URL(page.url()).hash).toBe(`#${target.id}`);
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      await close();
    });
  }

  it('keeps the table of contents beside the text on wide screens and above it on phones', async () => {
    const wide = await harness.newPage({ viewport: { width: 1280, height: 800 } });
    await wide.page.goto(`${harness.url}/terms#governing-law-and-disputes`);
    const wideToc = wide.page.getByRole('navigation', { name: shell.legal.tableOfContents });
    await expect.poll(() => wideToc.evaluate((nav) => nav.getBoundingClientRect().top)).toBeGreaterThan(0);
    expect(await wideToc.isVisible()).toBe(true);
    expect(await wide.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await wide.close();

    const narrow = await harness.newPage({ viewport: { width: 375, height: 740 } });
    await narrow.page.goto(`${harness.url}/terms`);
    const [tocBottom, firstSectionTop] = await narrow.page.evaluate(() => {
      const toc = document.querySelector('nav[aria-labelledby="on-this-page"]')!;
      const firstSection = document.getElementById(toc.querySelector('a')!.hash.slice(1))!;
      return [toc.getBoundingClientRect().bottom, firstSection.getBoundingClientRect().top];
    });
    expect(tocBottom).toBeLessThan(firstSectionTop!);
    expect(await narrow.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await narrow.close();
  });
});
