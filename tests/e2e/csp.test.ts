import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pageKey, routes } from '../../src/routes';
import { recordMailDrafts } from '../support/mailDraft';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { wordsOf } from '../support/words';

const community = wordsOf('en', 'community');
const shell = wordsOf('en', 'shell');

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

const TEXT_INPUTS =
  'input:not([type]):visible, input[type="text"]:visible, input[type="search"]:visible, input[type="email"]:visible, input[type="password"]:visible, textarea:visible';

/** Rules in the style elements Emotion creates in the browser: grows when it inserts rules. */
function insertedRuleCount(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].reduce(
      (total, style) => total + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
  );
}

describeInBrowser('Content-Security-Policy in Chromium', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it.each(VIEWPORTS)('reports no violation on any route at $width px, typing in every form', async (viewport) => {
    const { page, errors, cspViolations, close } = await harness.newPage({ viewport });
    for (const route of routes) {
      await page.goto(`${harness.url}${route.path}`);
      await waitForHydration(page);
      const input = page.locator(TEXT_INPUTS).first();
      if ((await input.count()) > 0) await input.pressSequentially('csp <check> & "quotes"');
      expect(await cspViolations(), route.path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('reports no violation through the menu, the FAQ filter, the dashboard period, profile editing and client navigation', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage({ viewport: VIEWPORTS[0] });
    await page.goto(`${harness.url}/privacy`);
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['Business', '/business'],
      ['How It Works', '/how-it-works'],
      ['Community', '/community'],
    ] as const) {
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(`${harness.url}${path}`);
      await page.locator('h1', { hasText: shell.pages[pageKey(routes.find((route) => route.path === path)!)].heading }).waitFor();
      expect(await cspViolations(), path).toEqual([]);
    }
    // The FAQ filter: a category, then a search that finds nothing (a state the server never stored).
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox').fill('zzz nothing matches zzz');
    await page.getByText('No FAQs found').waitFor();
    await page.goto(`${harness.url}/dashboard`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Month' }).click();
    await page.goto(`${harness.url}/profile`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  // Rules inserted at a tap cost a style recalculation inside the interaction: the one stylesheet
  // gathered from every document already holds the rules of the states a tap opens. (That a rule
  // Emotion would insert is allowed by the policy is the next test's.)
  it('opens the edit form and the mail-draft note without inserting a rule: the stylesheet has them', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/profile`);
    await waitForHydration(page);
    expect(await insertedRuleCount(page)).toBe(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const firstName = page.getByLabel('First Name');
    await firstName.waitFor();
    // The edit form's fields are laid out, not bare.
    expect(await firstName.evaluate((input) => getComputedStyle(input).borderRadius)).not.toBe('0px');
    expect(await insertedRuleCount(page)).toBe(0);

    await page.goto(`${harness.url}/support`);
    await waitForHydration(page);
    await recordMailDrafts(page);
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const note = page.getByRole('heading', { name: 'Your Message Is Waiting in Your Email App' });
    await note.waitFor();
    expect(await note.evaluate((heading) => getComputedStyle(heading.parentElement!).borderInlineStartWidth)).toBe('4px');
    expect(await insertedRuleCount(page)).toBe(0);

    // A search that finds nothing in its category but some elsewhere: the count and the link to them all.
    await page.getByRole('searchbox').fill(community.faqItems.earnings.howMuch.question);
    const searchAll = page.getByRole('link', { name: community.faq.searchAllCategories });
    await searchAll.waitFor();
    expect(await searchAll.evaluate((link) => getComputedStyle(link).borderTopWidth)).toBe('1px');
    expect(await insertedRuleCount(page)).toBe(0);
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('lets a script-created, empty <style> take rules, and refuses a style with text of its own', async () => {
    const { page, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/business`);
    await waitForHydration(page);
    const outcome = await page.evaluate(() => {
      // The empty string's hash is listed: this is how Emotion inserts rules in production.
      const empty = document.createElement('style');
      document.head.append(empty);
      empty.sheet!.insertRule('body { --csp-check-insert: yes }');
      // Text set by a script is a new inline style, whose hash is not listed.
      const texted = document.createElement('style');
      texted.textContent = 'body { --csp-check-text: yes }';
      document.head.append(texted);
      const style = getComputedStyle(document.body);
      return {
        inserted: style.getPropertyValue('--csp-check-insert').trim(),
        texted: style.getPropertyValue('--csp-check-text').trim(),
      };
    });
    expect(outcome).toEqual({ inserted: 'yes', texted: '' });
    expect((await cspViolations()).filter((violation) => violation.startsWith('style-src'))).toHaveLength(1);
    await close();
  });

  it('refuses an inline script or style injected into the document, while its own run', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    // What an injection flaw would do: the server's document with markup of someone else's.
    await page.route(`${harness.url}/business`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>document.documentElement.dataset.injected = "ran"</script><style>body { --injected: yes }</style></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${harness.url}/business`);
    // The page's own loader ran (its hash is listed) and hydration followed.
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.injected ?? '')).toBe('');
    expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--injected').trim())).toBe('');
    const violations = await cspViolations();
    expect(violations.some((violation) => violation.startsWith('script-src'))).toBe(true);
    expect(violations.some((violation) => violation.startsWith('style-src'))).toBe(true);
    expect(errors.filter((error) => !error.includes('Content Security Policy'))).toEqual([]);
    await close();
  });
});
