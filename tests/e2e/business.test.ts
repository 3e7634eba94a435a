import { expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { localizedPath, locales } from '../../src/i18n/locales';
import { axeViolations } from '../support/axe';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { readMailDraft, recordMailDrafts } from '../support/mailDraft';
import { wordsOf } from '../support/words';

const business = wordsOf('en', 'business');

const company = 'Café Müller & Søn #1 "Niño" <AI>; 50% + = ? , 🚀';
const contact = 'José Ñandú 👩🏽‍💻';
const email = 'jose+ai&b=c@cafe.example';
const phone = '+49 (0) 30 1234;ext=5';
const website = 'https://cafe.example/?a=1&b=2#top';
const description = 'We need transcripts:\n- accents é ü ñ\n- symbols & # ? % + = " < > ; ,\n\nThanks 🚀👩🏽‍💻';

describeInBrowser('business quote form in the browser', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('opens no draft while a required field is empty, then a complete one to the business address', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/business`);
    await waitForHydration(page);
    const drafts = await recordMailDrafts(page);
    const submit = page.getByRole('button', { name: 'Request My Quote' });
    const isValid = (id: string) =>
      page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)!.validity.valid, `#${id}`);

    await submit.click();
    expect(await isValid('quote-companyName')).toBe(false);
    expect(await page.locator('form[aria-label="Get Your Custom Quote"] :invalid').count()).toBe(6);

    await page.getByLabel('Company Name', { exact: true }).fill(company);
    await page.getByLabel('Contact Name', { exact: true }).fill(contact);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone (optional)', { exact: true }).fill(phone);
    await page.getByLabel('Website (optional)', { exact: true }).fill(website);
    await page.getByLabel('Industry', { exact: true }).selectOption('media-entertainment');
    await page.getByLabel('Quest Type', { exact: true }).selectOption('audio-transcription');
    await page.getByLabel('Data Volume (optional)', { exact: true }).selectOption('medium');
    await page.getByLabel('Timeline (optional)', { exact: true }).selectOption('urgent');
    await page.getByLabel('Budget Range (optional)', { exact: true }).selectOption('enterprise');
    await submit.click();
    // Only the description is missing now: the browser still refuses to submit.
    expect(await isValid('quote-description')).toBe(false);
    expect(await page.locator('form[aria-label="Get Your Custom Quote"] :invalid').count()).toBe(1);

    await page.getByLabel('Project Description', { exact: true }).fill(description);
    await submit.click();
    await expect.poll(() => drafts.length).toBeGreaterThan(0);
    // Drafts are recorded in order: had an invalid submit opened one, it would come first.
    expect(drafts).toHaveLength(1);
    const draft = readMailDraft(drafts[0]!);
    expect(draft.to).toBe(defaultSiteConfig.businessEmail);
    expect(draft.subject).toBe(`Business Inquiry - ${company} - Audio Transcription & Processing`);
    expect(draft.body).toBe(
      [
        'Language: English',
        '',
        `Company Name: ${company}`,
        `Contact Name: ${contact}`,
        `Email: ${email}`,
        `Phone: ${phone}`,
        `Website: ${website}`,
        'Industry: Media & Entertainment',
        'Quest Type: Audio Transcription & Processing',
        'Data Volume: Medium (10K - 100K)',
        'Timeline: Urgent (< 1 week)',
        'Budget Range: $200K+',
        'Project Description:',
        ...description.split('\n'),
      ].join('\r\n'),
    );
    expect(page.url()).toBe(`${harness.url}/business`);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it("names the 'other' quest type and marks empty optional fields as not provided", async () => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${harness.url}/business`);
    await waitForHydration(page);
    const drafts = await recordMailDrafts(page);
    await page.getByLabel('Company Name', { exact: true }).fill('Acme');
    await page.getByLabel('Contact Name', { exact: true }).fill('Jane');
    await page.getByLabel('Email', { exact: true }).fill('jane@acme.example');
    await page.getByLabel('Industry', { exact: true }).selectOption('other');
    await page.getByLabel('Quest Type', { exact: true }).selectOption('other');
    await page.getByLabel('Project Description', { exact: true }).fill('Receipts');
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    await expect.poll(() => drafts.length).toBe(1);
    const draft = readMailDraft(drafts[0]!);
    expect(draft.subject).toBe('Business Inquiry - Acme - Other');
    for (const line of ['Phone: Not provided', 'Website: Not provided', 'Budget Range: Not provided', 'Industry: Other']) {
      expect(draft.body.split('\r\n')).toContain(line);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('ends the draft with the campaign the visit landed with, kept through a client navigation (decision 025)', async () => {
    const { page, errors, close } = await harness.newPage();
    await page.goto(`${harness.url}/?utm_source=partner%26co&utm_campaign=launch`);
    await waitForHydration(page);
    // The header's link to the business page: a client navigation, the landing address gone from the bar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business', exact: true }).click();
    await page.waitForURL(`${harness.url}/business`);
    const drafts = await recordMailDrafts(page);
    await page.getByLabel('Company Name', { exact: true }).fill('Acme');
    await page.getByLabel('Contact Name', { exact: true }).fill('Jane');
    await page.getByLabel('Email', { exact: true }).fill('jane@acme.example');
    await page.getByLabel('Industry', { exact: true }).selectOption('other');
    await page.getByLabel('Quest Type', { exact: true }).selectOption('other');
    await page.getByLabel('Project Description', { exact: true }).fill('Receipts');
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    await expect.poll(() => drafts.length).toBe(1);
    const lines = readMailDraft(drafts[0]!).body.split('\r\n');
    expect(lines.slice(-3)).toEqual(['Project Description: Receipts', '', 'Campaign: utm_source=partner&co, utm_campaign=launch']);
    expect(errors).toEqual([]);
    await close();
  });
});

describeInBrowser('business page without JavaScript', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('shows the quote form and names the business address', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false });
    await page.goto(`${harness.url}/business`);
    expect(await page.getByRole('heading', { name: 'Get Your Custom Quote' }).isVisible()).toBe(true);
    const address = page.getByRole('link', { name: defaultSiteConfig.businessEmail });
    expect(await address.isVisible()).toBe(true);
    expect(await address.getAttribute('href')).toBe(`mailto:${defaultSiteConfig.businessEmail}`);
    expect(await page.getByLabel('Company Name', { exact: true }).isVisible()).toBe(true);
    await close();
  });
});

/** The sections that make the case to a buyer: how a project runs, quality and data, what is received. */
const PROOF_SECTIONS = '#process, #quality, #deliverables';

describeInBrowser('business page: the proof for buyers', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('joins the three steps in one row on a wide screen, one under the other on a phone', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.url}/business`);
    const discs = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#process ol > li')].map((step) => {
          const disc = getComputedStyle(step, '::before');
          const line = getComputedStyle(step, '::after');
          const box = step.getBoundingClientRect();
          return {
            top: Math.round(box.top),
            left: Math.round(box.left),
            number: disc.content,
            line: line.content !== 'none' && line.display !== 'none',
          };
        }),
      );
    const wide = await discs();
    expect(wide.map((step) => step.number)).toEqual(['counter(project-step)', 'counter(project-step)', 'counter(project-step)']);
    expect(new Set(wide.map((step) => step.top)).size).toBe(1);
    expect(wide.map((step) => step.left)).toEqual([...wide.map((step) => step.left)].sort((a, b) => a - b));
    // A line runs from each step to the next; none after the last.
    expect(wide.map((step) => step.line)).toEqual([true, true, false]);
    await page.setViewportSize({ width: 375, height: 900 });
    const narrow = await discs();
    expect(new Set(narrow.map((step) => step.left)).size).toBe(1);
    expect(narrow.map((step) => step.top)).toEqual([...narrow.map((step) => step.top)].sort((a, b) => a - b));
    await close();
  });

  it('takes each section’s action down to the quote form', async () => {
    const { page, errors, close } = await harness.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${harness.url}/business`);
    await waitForHydration(page);
    for (const action of [business.projectSection.action, business.proofSection.action, business.deliverablesSection.action]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: action }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#quote');
      await expect
        .poll(() =>
          page.getByRole('heading', { name: business.quoteForm.title }).evaluate((heading) => heading.getBoundingClientRect().top),
        )
        .toBeLessThan(740);
    }
    expect(errors).toEqual([]);
    await close();
  });

  for (const locale of locales) {
    it(`${locale.name} at 320 px: no sideways scroll, no axe violation, figures and headings whole`, async () => {
      const { page, errors, cspViolations, close } = await harness.newPage({ viewport: { width: 320, height: 800 } });
      await page.goto(`${harness.url}${localizedPath(locale, '/business')}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await axeViolations(page, PROOF_SECTIONS)).toEqual([]);
      const looks = await page.evaluate((selector) => {
        const sections = [...document.querySelectorAll(selector)];
        const headings = sections.flatMap((section) => [...section.querySelectorAll('h2, h3')]);
        // The accuracy figure, in the quality panel's words: the lines its characters sit on.
        const figureLines = sections
          .flatMap((section) => [...section.querySelectorAll('p')])
          .flatMap((paragraph) => {
            const node = paragraph.firstChild;
            const match = node?.nodeType === Node.TEXT_NODE ? /99\s?%|%\s?99|99\s?٪/u.exec(node.textContent ?? '') : null;
            if (!match) return [];
            const range = document.createRange();
            range.setStart(node!, match.index);
            range.setEnd(node!, match.index + match[0].length);
            return [new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size];
          });
        return {
          wrap: headings.map((heading) => getComputedStyle(heading).textWrapStyle),
          figureLines,
          overflowing: sections
            .flatMap((section) => [...section.querySelectorAll('*')])
            .filter(
              (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 || element.getBoundingClientRect().left < -0.5,
            )
            .map((element) => element.outerHTML.slice(0, 80)),
        };
      }, PROOF_SECTIONS);
      expect(looks.wrap.length).toBeGreaterThan(0);
      expect(new Set(looks.wrap)).toEqual(new Set(['balance']));
      expect(looks.figureLines).toEqual([1]);
      expect(looks.overflowing).toEqual([]);
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      await close();
    });
  }
});
