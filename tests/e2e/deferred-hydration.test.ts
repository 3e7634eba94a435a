import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

const distDir = process.env.DIST_DIR ?? 'dist';

describeInBrowser('sections hydrated after the first load', () => {
  const harness = useBrowser();

  it('sends the deferred sections in the first HTML and keeps their chunks out of the preloads', async () => {
    const res = await fetch(`${harness.url}/`);
    const html = await res.text();
    expect(html).toContain('13 labels for 2.80 tokens');
    expect(html).toContain('id="get-started-title"');
    expect(html).not.toContain('$RC(');
    const manifest = JSON.parse(readFileSync(`${distDir}/client/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string }
    >;
    for (const source of ['src/components/marketing/HomeSections.tsx', 'src/components/marketing/SampleRewardsCard.tsx']) {
      const chunk = manifest[source];
      expect(chunk, source).toBeDefined();
      expect(html).not.toContain(`href="/${chunk!.file}"`);
    }
  });

  it('hydrates them once their chunk arrives: their links then navigate client-side', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    const ctaLink = page.locator('section[aria-labelledby="get-started-title"] a[href="/community"]');
    await expect
      .poll(() =>
        ctaLink.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await ctaLink.click();
    await page.waitForURL(`${harness.url}/community`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('renders the sections after a client-side navigation to the home page', async () => {
    const { page, errors, close } = await harness.newPage();
    await page.goto(`${harness.url}/business`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'SCAN' }).first().click();
    await page.waitForURL(`${harness.url}/`);
    await page.locator('#get-started-title').waitFor();
    expect(await page.getByText('13 labels for 2.80 tokens').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describeInBrowser('a reused render', () => {
  const harness = useBrowser();

  it('carries every style in <head> and hydrates without errors or CSP violations', async () => {
    for (const path of ['/business', '/dashboard']) {
      await fetch(`${harness.url}${path}`).then((response) => response.text());
      const html = await (await fetch(`${harness.url}${path}`)).text();
      const headEnd = html.indexOf('</head>');
      expect(html.slice(headEnd)).not.toContain('<style');
      // Neighbouring styles are joined: a few sheets, which together name every class the page uses.
      const sheets = [...html.slice(0, headEnd).matchAll(/<style data-emotion="css(?:-global)? ([^"]+)"/g)];
      expect(sheets.length).toBeLessThanOrEqual(4);
      const listed = new Set(sheets.flatMap((sheet) => sheet[1]!.split(' ')));
      const used = new Set([...html.slice(headEnd).matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')));
      for (const name of used) if (name.startsWith('css-')) expect(listed, name).toContain(name.slice('css-'.length));

      const { page, errors, cspViolations, close } = await harness.newPage({ viewport: { width: 375, height: 800 } });
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);
      // Emotion recognised every joined style: hydration inserted none of them again.
      expect(await page.locator('style[data-emotion]').count()).toBe(sheets.length);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      await close();
    }
  });
});
