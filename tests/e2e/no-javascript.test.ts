import { expect, it } from 'vitest';
import { pageKey, routes } from '../../src/routes';
import { describeInBrowser, useBrowser } from '../support/browser';
import { recordMailDrafts } from '../support/mailDraft';
import { internalHeaderLinks, wordsOf } from '../support/words';

const shell = wordsOf('en', 'shell');

const WIDTHS = [375, 1280] as const;
const internalNav = internalHeaderLinks(shell);

describeInBrowser('visitors without JavaScript', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  for (const width of WIDTHS) {
    it(`renders every route fully at ${width} px`, async () => {
      const { page, errors, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      for (const route of routes) {
        await page.goto(`${harness.url}${route.path}`);
        expect(await page.locator('h1').allTextContents(), route.path).toEqual([shell.pages[pageKey(route)].heading]);
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const item of internalNav) {
          expect(await nav.getByRole('link', { name: item.label, exact: true }).isVisible(), `${route.path} ${item.label}`).toBe(true);
        }
        expect(await page.locator('footer').isVisible()).toBe(true);
        expect(await page.locator('main').innerText()).not.toBe('');
      }
      expect(errors).toEqual([]);
      await close();
    });

    it(`navigates by following the header links at ${width} px`, async () => {
      const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      await page.goto(`${harness.url}/`);
      for (const item of internalNav) {
        const route = routes.find((entry) => entry.path === item.to)!;
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.label, exact: true }).click();
        await page.waitForURL(`${harness.url}${item.to}`);
        expect(await page.locator('h1').textContent()).toBe(shell.pages[pageKey(route)].heading);
      }
      await page.locator('header').getByRole('link').first().click();
      await page.waitForURL(`${harness.url}/`);
      await close();
    });
  }

  // The browser itself opens a draft to the form's mailto: action, every field by its label, and
  // the page keeps what was typed. (Chromium re-encodes a text/plain draft's `&`, `+`, `%` and
  // non-ASCII text; the words of plain text arrive as typed, and the form still holds all of it.)
  it.each([
    ['/community', 'support@scan.example', 'Contact Form Submission', { Name: 'Ana Bo', Message: 'Line 1\nLine 2' }, 'Send Message'],
    [
      '/business',
      'business@scan.example',
      'Business Inquiry',
      {
        'Company Name': 'Acme Co',
        'Contact Name': 'Ana',
        Email: 'ana@acme.example',
        'Project Description': 'Labels for 10k images\nIn JSON',
      },
      'Request My Quote',
    ],
  ] as const)('%s: the form opens a draft with what was typed, and keeps it', async (path, address, subject, typed, submit) => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const drafts = await recordMailDrafts(page);
    await page.goto(`${harness.url}${path}`);
    const hostile = 'Ça & ü + 50% 🚀';
    const last = Object.keys(typed).at(-1)!;
    for (const [label, value] of Object.entries(typed))
      await page.getByLabel(label, { exact: true }).fill(label === last ? `${value}\n${hostile}` : value);
    if (path === '/business') {
      await page.getByLabel('Industry', { exact: true }).selectOption('technology');
      await page.getByLabel('Quest Type', { exact: true }).selectOption('image-labeling');
    }
    await page.getByRole('button', { name: submit }).click();
    await expect.poll(() => drafts.length).toBe(1);
    const url = drafts[0]!;
    expect(url.startsWith(`mailto:${address}?subject=${encodeURIComponent(subject)}&body=`)).toBe(true);
    const body = decodeURIComponent(url.slice(url.indexOf('&body=') + '&body='.length));
    for (const [label, value] of Object.entries(typed)) expect(body).toContain(`${label}=${value.replace(/\n/g, '\r\n')}`);
    expect(page.url()).toBe(`${harness.url}${path}`);
    expect(await page.getByLabel(last, { exact: true }).inputValue()).toBe(`${typed[last as keyof typeof typed]}\n${hostile}`);
    await close();
  });

  it('does not show the menu button, which cannot work without scripts', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
    await page.goto(`${harness.url}/`);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await close();
  });
});
