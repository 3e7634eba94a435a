import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { splitLocale } from '../../src/i18n/locales';
import { fixedDocumentLocations } from '../../src/server/requestTarget.server';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

const distDir = process.env.DIST_DIR ?? 'dist';

/** The class names a document's own stylesheet (`#site-styles`) has rules for. */
const ownRuleClasses = (html: string) =>
  new Set([.../<style id="site-styles">([\s\S]*?)<\/style>/.exec(html)![1]!.matchAll(/\.(css-[a-z0-9]+)/g)].map((match) => match[1]!));
/** Pages whose own stylesheet also holds the rules of a state no server render shows (opened below, in the browser). */
const WITH_STATES = /^(\/[a-z-]+)?\/(community|support|profile|invite)$/;

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

  it('carries in each page’s own stylesheet no rule its markup does not use: no other page’s components', async () => {
    // A page's stylesheet is the same in every language: a rule one language's markup has no use
    // for (a mark only left-to-right text draws) may be another's.
    const rules = new Map<string, Set<string>>();
    const used = new Map<string, Set<string>>();
    const locations = fixedDocumentLocations.filter((location) => !WITH_STATES.test(location));
    for (const location of locations) {
      const html = await (await fetch(`${harness.url}${location}`)).text();
      const { path } = splitLocale(location);
      const body = html.slice(html.indexOf('</head>'));
      for (const name of ownRuleClasses(html)) rules.set(path, (rules.get(path) ?? new Set()).add(name));
      for (const match of body.matchAll(/class="([^"]*)"/g))
        for (const name of match[1]!.split(' ')) used.set(path, (used.get(path) ?? new Set()).add(name));
    }
    const strays = [...rules]
      .map(([path, names]) => [path, [...names].filter((name) => !used.get(path)!.has(name))] as const)
      .filter(([, unused]) => unused.length > 0)
      .map(([path, unused]) => `${path}: ${unused.join(' ')}`);
    expect(rules.size, 'pages with rules of their own').toBeGreaterThanOrEqual(10);
    expect(strays, 'rules no element of the page uses in any language: let the component that needs them bring them').toEqual([]);
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
    // The editor is the profile's one state: once it is open, every rule of the page's own
    // stylesheet is used. (The help centre has more: its searches' results and empty answer.)
    if (path === '/profile') {
      const own = ownRuleClasses(await page.content());
      const unused = await page.evaluate((names) => names.filter((name) => !document.querySelector(`.${name}`)), [...own]);
      expect(own.size).toBeGreaterThan(0);
      expect(unused, 'rules no element uses even with the editor open').toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  });
});
