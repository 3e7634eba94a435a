import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { communitySections } from '../../src/content/communityAnchors';
import { footerColumns, navTargets, type NavLinkId } from '../../src/content/navigation';
import { faqItemsOf, faqSearchParams, filterFaqs, parseFaqQuery, type FaqFilter } from '../../src/lib/faqFilter';
import { navTargetLocation } from '../../src/lib/navTarget';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { focusSight, obscured } from '../support/focusVisibility';
import { readMailDraft, recordMailDrafts } from '../support/mailDraft';
import { messagesIn, wordsOf } from '../support/words';

const community = wordsOf('en', 'community');
const shell = wordsOf('en', 'shell');

const faqItems = faqItemsOf(community.faqItems);

const shownQuestions = (page: Page) => page.locator('#faq li h3').allTextContents();
const expectedQuestions = (filter: FaqFilter) => filterFaqs(faqItems, filter).map((item) => item.question);
const pressedCategories = (page: Page) => page.locator('#faq button[aria-pressed="true"]').allTextContents();
const searchOf = (page: Page) => new URL(page.url()).search;

describeInBrowser('community page FAQ in the browser', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('filters as you type and keeps the URL in step without moving focus', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/community`);
    await waitForHydration(page);
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'getting-started', query: '' }));

    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
    await search.pressSequentially('FrEe');
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'getting-started', query: 'free' }));
    await expect.poll(() => shownQuestions(page)).toHaveLength(1);
    await expect.poll(() => searchOf(page)).toBe('?q=FrEe');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('faq-search');
    expect(page.url().startsWith(`${harness.url}/community`)).toBe(true);

    await search.fill('');
    await expect.poll(() => searchOf(page)).toBe('');
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'getting-started', query: '' }));
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('switches category with exactly one button pressed, and shows the empty state', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/support`);
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);

    await page.getByRole('button', { name: 'Earnings' }).click();
    await expect.poll(() => pressedCategories(page)).toEqual(['Earnings']);
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'earnings', query: '' }));
    await expect.poll(() => searchOf(page)).toBe('?category=earnings');
    expect(page.url().startsWith(`${harness.url}/support?`)).toBe(true);

    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('points');
    await expect.poll(() => searchOf(page)).toBe('?q=points&category=earnings');
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'earnings', query: 'points' }));

    await page.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => pressedCategories(page)).toEqual(['All']);
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'all', query: 'points' }));
    expect(await page.locator('#faq [aria-pressed]').count()).toBe(6);

    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('zebra quasar');
    await page.getByRole('heading', { name: 'No FAQs found' }).waitFor();
    expect(await page.getByText('Try adjusting your search or browse different categories').isVisible()).toBe(true);
    await expect.poll(() => shownQuestions(page)).toEqual([]);
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('0 questions in all categories');

    // The URL was replaced, never pushed: Back leaves the page instead of undoing keystrokes.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('hydrates a shared filtered URL without a mismatch', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/support?q=points&category=earnings`);
    await waitForHydration(page);
    expect(await page.getByRole('searchbox', { name: 'Search the FAQ' }).inputValue()).toBe('points');
    expect(await pressedCategories(page)).toEqual(['Earnings']);
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'earnings', query: 'points' }));
    // Filtering further still works after hydration.
    await page.getByRole('button', { name: 'Quests' }).click();
    await expect.poll(() => searchOf(page)).toBe('?q=points&category=quests');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('follows a link to the same page with a plain URL back to the default filter', async () => {
    const { page, errors, close } = await harness.newPage();
    await page.goto(`${harness.url}/support?q=points&category=earnings`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => pressedCategories(page)).toEqual(['Getting Started']);
    expect(await page.getByRole('searchbox', { name: 'Search the FAQ' }).inputValue()).toBe('');
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'getting-started', query: '' }));
    expect(errors).toEqual([]);
    await close();
  });
});

/** The address a footer link opens, as the page shows it in English. */
function footerAddress(link: NavLinkId): string {
  const target = navTargets[link];
  if (!('to' in target)) throw new Error(`${link} leaves the site`);
  const { pathname, search, hash } = navTargetLocation(target, shell.linkLabels[link]);
  return `${pathname}${search}${hash}`;
}

const SUPPORT_LINKS = [...footerColumns.find((column) => column.id === 'services')!.links, 'helpCenter', 'contactUs', 'faq'] as const;

/** Where the page stands after a link: its address, what has focus, whether that is in full view. */
async function landing(page: Page) {
  const url = new URL(page.url());
  return {
    address: `${url.pathname}${url.search}${url.hash}`,
    focused: await page.evaluate(() => document.activeElement?.id ?? ''),
    sight: await page.evaluate(focusSight, false),
  };
}

describeInBrowser('the footer’s links to the help page', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('each land on the part of /support they name, from another page and from the page itself', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${harness.url}/business`);
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    for (const link of SUPPORT_LINKS) {
      await footer.getByRole('link', { name: shell.linkLabels[link], exact: true }).click();
      const address = footerAddress(link);
      await page.waitForURL(`${harness.url}${address}`);
      const section = new URL(address, harness.url).hash.slice(1);
      // Focus on the heading of the part named, in full view below the sticky header.
      await expect.poll(() => landing(page).then((where) => where.focused)).toBe(`${section}-title`);
      const where = await landing(page);
      expect(obscured(where.sight, `${link} → ${where.address}`)).toBeNull();
      const filter = parseFaqQuery(new URL(address, harness.url).searchParams);
      expect(await page.getByRole('searchbox', { name: 'Search the FAQ' }).inputValue(), link).toBe(filter.query);
      if (section === communitySections.faq) {
        await expect.poll(() => shownQuestions(page), { message: link }).toEqual(expectedQuestions(filter));
        expect(await shownQuestions(page)).not.toEqual([]);
      }
    }
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('land there without JavaScript too', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 700 } });
    for (const link of ['contactUs', 'imageLabeling'] as const) {
      await page.goto(`${harness.url}/`);
      await Promise.all([
        page.waitForURL(`${harness.url}${footerAddress(link)}`),
        page.getByRole('contentinfo').getByRole('link', { name: shell.linkLabels[link], exact: true }).click(),
      ]);
      const section = new URL(footerAddress(link), harness.url).hash.slice(1);
      const top = await page.locator(`#${section}-title`).evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top, link).toBeGreaterThanOrEqual(0);
      expect(top, link).toBeLessThan(700);
    }
    await close();
  });
});

describeInBrowser('an empty category that points to the others', () => {
  const harness = useBrowser({}, { pages: 'reused' });
  const query = community.faqItems.earnings.howMuch.question;
  const elsewhere = expectedQuestions({ category: 'all', query });

  it('says how many questions match elsewhere and shows them all with one control, the search kept', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/community`);
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill(query);
    await page.getByRole('heading', { name: community.faq.emptyTitle }).waitFor();
    expect(await page.getByText(community.faq.emptyHint).isVisible()).toBe(true);
    const count = messagesIn('en', 'community')('faq.matchesElsewhere', { count: elsewhere.length });
    expect(await page.getByText(count).isVisible()).toBe(true);

    await page.getByRole('link', { name: community.faq.searchAllCategories }).click();
    await expect.poll(() => pressedCategories(page)).toEqual([community.allCategoriesName]);
    expect(await page.getByRole('searchbox', { name: 'Search the FAQ' }).inputValue()).toBe(query);
    await expect.poll(() => shownQuestions(page)).toEqual(elsewhere);
    expect(searchOf(page)).toBe(`?${faqSearchParams({ category: 'all', query })}`);
    // Focus lands on the FAQ's heading, as after a page load of the same link.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('faq-title');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('works without JavaScript: the link loads the same search in every category', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false });
    await page.goto(`${harness.url}/support?${faqSearchParams({ category: 'earnings', query: 'zebra' })}`);
    expect(await page.getByRole('link', { name: community.faq.searchAllCategories }).count()).toBe(0);
    await page.goto(`${harness.url}/support?${faqSearchParams({ category: 'getting-started', query })}`);
    await Promise.all([page.waitForURL(/category=all/), page.getByRole('link', { name: community.faq.searchAllCategories }).click()]);
    expect(await pressedCategories(page)).toEqual([community.allCategoriesName]);
    expect(await shownQuestions(page)).toEqual(elsewhere);
    await close();
  });
});

describeInBrowser('support form mail draft in the browser', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('opens a draft to the support address carrying every character typed', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage();
    await page.goto(`${harness.url}/community`);
    await waitForHydration(page);
    const drafts = await recordMailDrafts(page);

    const name = 'Zoë Ñúñez "Ünïcode" <dev> 👩🏽‍💻';
    const email = "o'neil+a&b=c%d#e?f@example.com";
    const subject = 'Help: 100% & #1 ? a+b=c; x,y "q" <tag> é ü ñ 🚀';
    const message = 'First line & more # ? % + = " < > ; ,\nSecond line: é ü ñ\n\nFourth 🚀👩🏽‍💻';
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(() => drafts.length).toBe(1);
    const draft = readMailDraft(drafts[0]!);
    expect(draft.to).toBe(defaultSiteConfig.supportEmail);
    expect(draft.subject).toBe(subject);
    expect(draft.body).toBe(['Language: English', `Name: ${name}`, `Email: ${email}`, '', 'Message:', ...message.split('\n')].join('\r\n'));
    // The page stays where it was: the draft opens in the mail client.
    expect(page.url()).toBe(`${harness.url}/community`);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('then says the draft opened, and copies the message and the address for a visitor with no mail app', async () => {
    const { page, errors, cspViolations, close } = await harness.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${harness.url}/community`);
    await waitForHydration(page);
    const drafts = await recordMailDrafts(page);
    const status = page.getByRole('form', { name: 'Still Need Help?' }).getByRole('status');
    expect(await status.textContent()).toBe('');
    const message = 'Où est mon paiement ? 100% & #1 🚀\nMerci';
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => drafts.length).toBe(1);

    await status.getByRole('heading', { name: 'Your Message Is Waiting in Your Email App' }).waitFor();
    const { subject, body } = readMailDraft(drafts[0]!);
    const text = `${subject}\n\n${body.replace(/\r\n/g, '\n')}`;
    expect(await status.getByRole('textbox', { name: 'Your message' }).inputValue()).toBe(text);
    expect(text).toContain(message);
    await status.getByRole('button', { name: 'Copy message' }).click();
    await status.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await status.getByRole('button', { name: 'Copy address' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(defaultSiteConfig.supportEmail);
    // Nothing typed is lost: the form still holds it.
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(message);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it("uses 'Contact Form Submission' when the subject is left empty", async () => {
    const { page, errors, close } = await harness.newPage();
    await page.goto(`${harness.url}/support`);
    await waitForHydration(page);
    const drafts = await recordMailDrafts(page);
    await page.getByLabel('Message').fill('Just a question');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => drafts.length).toBe(1);
    expect(readMailDraft(drafts[0]!).subject).toBe('Contact Form Submission');
    expect(errors).toEqual([]);
    await close();
  });
});

describeInBrowser('community page without JavaScript', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('filters the FAQ with real page loads and names the support address', async () => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false });
    await page.goto(`${harness.url}/community`);
    expect(await pressedCategories(page)).toEqual(['Getting Started']);

    await Promise.all([page.waitForURL(/category=earnings/), page.getByRole('button', { name: 'Earnings' }).click()]);
    expect(await pressedCategories(page)).toEqual(['Earnings']);
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'earnings', query: '' }));

    // Enter in the search box submits with the default button, which keeps the category.
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('points');
    await Promise.all([page.waitForURL(/q=points/), page.getByRole('searchbox', { name: 'Search the FAQ' }).press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/community');
    expect(new URL(page.url()).searchParams.get('category')).toBe('earnings');
    await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'earnings', query: 'points' }));

    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('zebra quasar');
    await Promise.all([page.waitForURL(/q=zebra/), page.getByRole('button', { name: 'Search', exact: true }).click()]);
    expect(await page.getByRole('heading', { name: 'No FAQs found' }).isVisible()).toBe(true);

    const address = page.getByRole('link', { name: defaultSiteConfig.supportEmail });
    expect(await address.isVisible()).toBe(true);
    expect(await address.getAttribute('href')).toBe(`mailto:${defaultSiteConfig.supportEmail}`);
    expect(await page.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
    await close();
  });
});
