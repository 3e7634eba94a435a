import { expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import type { LocaleCode } from '../../src/i18n/locales';
import { faqItemsOf, filterFaqs } from '../../src/lib/faqFilter';
import { axeViolations } from '../support/axe';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { readMailDraft, recordMailDrafts } from '../support/mailDraft';
import { internalHeaderLinks, wordsOf } from '../support/words';

const community = wordsOf('es', 'community');
const esShell = wordsOf('es', 'shell');
const frShell = wordsOf('fr', 'shell');

describeInBrowser('the site in every language', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  // No English left on any page of another language, and no sideways scroll at 320, 768 and
  // 1024 px: tests/support/sweep.ts.

  it('keeps the server structured data in the page through hydration, without downloading its code', async () => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${harness.url}/es/how-it-works`);
    await waitForHydration(page);
    // Let deferred chunks arrive: none may be the structured data's.
    await page.waitForLoadState('networkidle');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]!) as { '@type': string; inLanguage: string; mainEntity: unknown[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.inLanguage).toBe('es');
    expect(data.mainEntity.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /PageStructuredData|structuredData/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('switches language from the header without JavaScript, keeping the page', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.url}/business`);
    await page.locator('header details summary').click();
    await page.locator('header').getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${harness.url}/es/business`);
    expect(await page.locator('h1').textContent()).toBe(esShell.pages.business.heading);
    await page.locator('footer').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${harness.url}/fr/business`);
    expect(await page.locator('h1').textContent()).toBe(frShell.pages.business.heading);
    await close();
  });

  it('offers the languages inside the mobile menu on a phone', async () => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${harness.url}/how-it-works`);
    await waitForHydration(page);
    const french = page.locator('header a[hreflang=fr]:visible');
    expect(await french.count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await french.count()).toBe(1);
    expect(await french.getAttribute('hreflang')).toBe('fr');
    await french.click();
    await page.waitForURL(`${harness.url}/fr/how-it-works`);
    expect(await page.locator('h1').textContent()).toBe(frShell.pages['how-it-works'].heading);
    expect(errors).toEqual([]);
    await close();
  });

  it('navigates inside a language on the client, keeping its prefix and words', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.url}/es`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const item = internalHeaderLinks(esShell).find((link) => link.to === '/community')!;
    await page.getByRole('navigation', { name: esShell.mainNavLabel }).getByRole('link', { name: item.label, exact: true }).click();
    await page.waitForURL(`${harness.url}/es/community`);
    await page.locator('h1', { hasText: esShell.pages.community.heading }).waitFor();
    expect(await page.title()).toBe(`${esShell.pages.community.title} | SCAN`);
    // The same document: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/es\/community$/);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('searches the Spanish FAQ as you type, accents or not', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.url}/es/community?category=all`);
    await waitForHydration(page);
    // Every category; the written words carry their accents, the typed ones do not.
    const faqItems = faqItemsOf(community.faqItems);
    const expected = faqItems
      .filter((item) => `${item.question} ${item.answer}`.toLowerCase().includes('conexión'))
      .map((item) => item.question);
    expect(expected.length).toBeGreaterThan(0);
    expect(filterFaqs(faqItems, { category: 'all', query: 'conexion' }).map((item) => item.question)).toEqual(expected);
    await page.getByRole('searchbox').pressSequentially('conexion');
    await expect.poll(() => page.url()).toContain('q=conexion');
    await expect.poll(() => page.locator('#faq li h3').allTextContents()).toEqual(expected);
    await close();
  });

  // Each script the site writes: accents, right to left with a Latin token and figures, Devanagari with Indian grouping.
  const typed: [LocaleCode, string, string][] = [
    ['es', 'Zoë Ñúñez', '¿Cuándo llega mi pago?'],
    ['ar', 'ليلى حدّاد', 'متى يصل دفعي؟ ربحتُ 12.50 $SCAN أمس.\nشكرًا'],
    ['hi', 'अनन्या शर्मा', 'मेरा भुगतान कब आएगा? कल ₹1,00,000 नहीं, सिर्फ़ ₹450 मिले।\nधन्यवाद'],
  ];
  it.each(typed)(
    '%s: names the visitor language in a mail draft, passing what they typed through unchanged',
    async (code, name, message) => {
      const shell = wordsOf(code, 'shell');
      const { fields, submit } = wordsOf(code, 'community').supportForm;
      const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${harness.url}/${code}/support`);
      await waitForHydration(page);
      const drafts = await recordMailDrafts(page);
      await page.getByLabel(fields.name.label).fill(name);
      await page.getByLabel(fields.message.label).fill(message);
      await page.getByRole('button', { name: submit }).click();
      await expect.poll(() => drafts.length).toBe(1);
      const draft = readMailDraft(drafts[0]!);
      expect(draft.to).toBe(defaultSiteConfig.supportEmail);
      expect(draft.subject).toBe('Contact Form Submission');
      expect(draft.body.split('\r\n')).toEqual([
        shell.draft.languageLine,
        `${fields.name.label}: ${name}`,
        `${fields.email.label}: ${shell.draft.notProvided}`,
        '',
        `${fields.message.label}:`,
        ...message.split('\n'),
      ]);
      await close();
    },
  );
});

// Every route of every other language through axe-core: tests/support/sweep.ts.
describeInBrowser('axe-core (WCAG 2.2 AA) with the language menu open', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('has no violations with the language menu open', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.url}/pt-br/business`);
    await waitForHydration(page);
    await page.locator('header details summary').click();
    expect(await axeViolations(page, 'header')).toEqual([]);
    await close();
  });
});
