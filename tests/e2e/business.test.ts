import { expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { readMailDraft, recordMailDrafts } from '../support/mailDraft';

const company = 'Café Müller & Søn #1 "Niño" <AI>; 50% + = ? , 🚀';
const contact = 'José Ñandú 👩🏽‍💻';
const email = 'jose+ai&b=c@cafe.example';
const phone = '+49 (0) 30 1234;ext=5';
const website = 'https://cafe.example/?a=1&b=2#top';
const description = 'We need transcripts:\n- accents é ü ñ\n- symbols & # ? % + = " < > ; ,\n\nThanks 🚀👩🏽‍💻';

describeInBrowser('business quote form in the browser', () => {
  const harness = useBrowser();

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
});

describeInBrowser('business page without JavaScript', () => {
  const harness = useBrowser();

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
