import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

const distDir = process.env.DIST_DIR ?? 'dist';

describeInBrowser('sections hydrated after the first load', () => {
  const harness = useBrowser();

  it('sends the deferred sections in the first HTML and keeps their chunks out of the boot data', async () => {
    const res = await fetch(`${harness.url}/`);
    const html = await res.text();
    expect(html).toContain('13 labels for 2.80 tokens');
    expect(html).toContain('id="get-started-title"');
    expect(html).not.toContain('$RC(');
    const manifest = JSON.parse(readFileSync(`${distDir}/client/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
    for (const source of ['src/components/marketing/HomeSections.tsx', 'src/components/phone/screens.tsx']) {
      const chunk = manifest[source];
      expect(chunk, source).toBeDefined();
      expect(html).not.toContain(`href="/${chunk!.file}"`);
    }
  });

  it('hydrates them once their chunk arrives: their links then navigate client-side', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    const manifest = JSON.parse(readFileSync(`${distDir}/client/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
    const sectionsChunk = manifest['src/components/marketing/HomeSections.tsx']!.file;
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    // Once the section's code has run, React hydrates the section, at the latest when it is
    // clicked (a click on a part not hydrated yet makes React hydrate it first). Importing the
    // same module from the page resolves once the app's own import of it has been evaluated
    // (a string, so that the test runner leaves this import() alone).
    await page.evaluate(`import(${JSON.stringify(`${harness.url}/${sectionsChunk}`)}).then(() => undefined)`);
    const ctaLink = page.locator('section[aria-labelledby="get-started-title"] a[href="/community"]');
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

describeInBrowser('a stored document', () => {
  const harness = useBrowser();

  it('carries every rule its markup uses in its two stylesheets, and hydrates without inserting any', async () => {
    for (const path of ['/business', '/dashboard']) {
      const html = await (await fetch(`${harness.url}${path}`)).text();
      const headEnd = html.indexOf('</head>');
      expect(html.slice(headEnd)).not.toContain('<style');
      // The shared stylesheet, linked, and the page's own rules inline: one of each.
      const shared = [...html.slice(0, headEnd).matchAll(/<link rel="stylesheet" id="site-shared-styles" href="([^"]+)"/g)];
      expect(shared).toHaveLength(1);
      expect([...html.slice(0, headEnd).matchAll(/<style\b/g)]).toHaveLength(1);
      const stylesheets =
        (await (await fetch(`${harness.url}${shared[0]![1]}`)).text()) + /<style id="site-styles">([\s\S]*?)<\/style>/.exec(html)![1]!;
      const used = new Set([...html.slice(headEnd).matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')));
      for (const name of used) if (name.startsWith('css-')) expect(stylesheets, name).toContain(`.${name}`);

      const { page, errors, cspViolations, close } = await harness.newPage({ viewport: { width: 375, height: 800 } });
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);
      // Emotion recognised every rule of the stylesheet: hydration created no style element.
      expect(await page.locator('style[data-emotion]').count()).toBe(0);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      await close();
    }
  });

  // A tap that opens a state no server render shows finds its rules in the stylesheet already:
  // Emotion compiling and inserting them would be work done while the visitor waits.
  it.each([
    ['/profile', 'Edit Profile', 'Edit Your Details'],
    ['/community', 'Send Message', 'Your Message Is Waiting in Your Email App'],
  ])('%s: %s opens its state without inserting a style rule', async (path, button, heading) => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${harness.url}${path}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
