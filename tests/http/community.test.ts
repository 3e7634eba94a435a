import request from 'supertest';
import type { RequestListener } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { communitySections } from '../../src/content/communityAnchors';
import { localizedPath, locales } from '../../src/i18n/locales';
import { faqItemsOf, faqSearchParams, filterFaqs } from '../../src/lib/faqFilter';
import { htmlText } from '../support/html';
import { sharedSiteUrl, testApp } from '../support/server';
import { messagesIn, wordsOf } from '../support/words';

const community = wordsOf('en', 'community');
const shell = wordsOf('en', 'shell');
const communityEs = wordsOf('es', 'community');
const shellEs = wordsOf('es', 'shell');

const { communityChannels, faq, supportForm } = community;
const faqItems = faqItemsOf(community.faqItems);
const faqItemsEs = faqItemsOf(communityEs.faqItems);

let app: RequestListener | string;
beforeAll(async () => {
  app = sharedSiteUrl();
});

/**
 * The page's <main> as a visitor reads it: without the <style> elements Emotion streams next to
 * what they style, nor the structured data for search engines (checked on its own below).
 */
const mainOf = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '');

async function mainHtml(path: string, server: RequestListener | string = app): Promise<string> {
  const res = await request(server).get(path);
  expect(res.status).toBe(200);
  return mainOf(res.text);
}

/** Text of the category buttons that are pressed. */
const pressed = (html: string) => [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

const questionsIn = (html: string, items = faqItems) => items.filter((item) => html.includes(`<h3>${htmlText(item.question)}</h3>`));

describe('community and support page (server HTML)', () => {
  it.each(['/community', '/support'])('%s shows the hero, channels, FAQ and support form', async (path) => {
    const html = await mainHtml(path);
    expect(html).toContain(htmlText('Connect & Get Help'));
    expect(html).toContain(`>${htmlText(shell.pages.community.heading)}</h1>`);
    for (const title of ['Join Discord', 'Follow on X', 'Still Need Help?', 'Send Message', 'Frequently Asked Questions']) {
      expect(html).toContain(htmlText(title));
    }
    expect(html).toContain('within 2 hours');
    expect(html).toContain(`placeholder="${htmlText(faq.searchPlaceholder)}"`);
    expect(faq.searchPlaceholder).toBe('Search FAQs...');
  });

  it('opens the Discord and X cards from the site configuration in a new tab', async () => {
    const html = await mainHtml('/community');
    for (const href of [defaultSiteConfig.links.discord, defaultSiteConfig.links.x]) {
      const link = html.match(new RegExp(`<a [^>]*href="${href}"[^>]*>`))?.[0];
      expect(link, href).toBeDefined();
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
    expect([communityChannels.discord.title, communityChannels.x.title]).toEqual(['Join Discord', 'Follow on X']);
  });

  it('takes addresses and links from the environment', async () => {
    const configured = await testApp({
      env: { SUPPORT_EMAIL: 'help@desk.example', DISCORD_URL: 'https://discord.gg/other', X_URL: 'https://x.com/other' },
    });
    const html = await mainHtml('/support', configured);
    expect(html).toContain('href="mailto:help@desk.example">help@desk.example</a>');
    expect(html).toContain('href="https://discord.gg/other"');
    expect(html).toContain('href="https://x.com/other"');
    expect(html).not.toContain(defaultSiteConfig.supportEmail);
  });

  it('renders the FAQ as a GET form with a labelled search box and category buttons', async () => {
    const html = await mainHtml('/community');
    const form = html.match(/<form[^>]*role="search"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    // No action: the form submits to the page's own URL, so /community and /support stay identical.
    expect(form).not.toContain('action=');
    expect(html).toMatch(/<label[^>]*for="faq-search"[^>]*>Search the FAQ<\/label>/);
    expect(html).toMatch(/<input[^>]*id="faq-search"[^>]*type="search"[^>]*name="q"/);
    const categoryButtons = [...html.matchAll(/<button type="submit" value="([^"]+)" aria-pressed="(?:true|false)"[^>]*name="category"/g)];
    expect(categoryButtons.map((match) => match[1])).toEqual(['all', 'getting-started', 'earnings', 'quests', 'technical', 'account']);
  });

  it('selects getting-started by default, and only it', async () => {
    const html = await mainHtml('/community');
    expect(pressed(html)).toEqual(['Getting Started']);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    const shown = questionsIn(html);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown.every((item) => item.category === 'getting-started')).toBe(true);
    // Each entry shows its answer too.
    expect(html).toContain(htmlText(shown[0]!.answer));
  });

  it('filters on the server from ?q=…&category=…', async () => {
    const html = await mainHtml('/support?q=points&category=earnings');
    expect(pressed(html)).toEqual(['Earnings']);
    const shown = questionsIn(html);
    const expected = faqItems.filter(
      (item) => item.category === 'earnings' && `${item.question} ${item.answer}`.toLowerCase().includes('points'),
    );
    expect(shown).toEqual(expected);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(html).not.toContain(htmlText('Is the $SCAN token an investment?'));
    expect(html).not.toContain(htmlText('How do I start earning?'));
    expect(html).toContain('value="points"');
  });

  it('matches ignoring case, across every category for "all"', async () => {
    const html = await mainHtml('/community?q=ACCOUNT&category=all');
    const categories = new Set(questionsIn(html).map((item) => item.category));
    expect(categories.size).toBeGreaterThan(1);
    expect(pressed(html)).toEqual(['All']);
  });

  it('shows the empty state when nothing matches', async () => {
    const html = await mainHtml('/support?q=zebra%20crossing%20quasar&category=all');
    expect(questionsIn(html)).toEqual([]);
    expect(html).toContain('No FAQs found');
    expect(html).toContain('Try adjusting your search or browse different categories');
  });

  it('falls back to getting-started for an unknown category', async () => {
    const html = await mainHtml('/support?category=%3Cbogus%3E');
    expect(pressed(html)).toEqual(['Getting Started']);
    expect(questionsIn(html).every((item) => item.category === 'getting-started')).toBe(true);
  });

  it('escapes the search text', async () => {
    const res = await request(app).get('/support?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%22');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;"');
    expect(res.text).toContain('No FAQs found');
  });

  it('renders the support form: four optional fields, six message rows, and the address in text', async () => {
    const html = await mainHtml('/community');
    const form = html.slice(html.indexOf(`aria-label="${htmlText(supportForm.title)}"`));
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(form).toMatch(new RegExp(`<label[^>]*for="support-${label.toLowerCase()}"[^>]*>${label}</label>`));
    }
    expect(form).toMatch(/<input[^>]*id="support-email"[^>]*type="email"/);
    expect(form).toMatch(/<textarea[^>]*id="support-message"[^>]*rows="6"/);
    expect(form).not.toContain('required');
    expect(form).toContain(`<a href="mailto:${defaultSiteConfig.supportEmail}">${defaultSiteConfig.supportEmail}</a>`);
    // Without JavaScript the browser opens a draft itself: to the address, every field by its label.
    const formStart = html.lastIndexOf('<form', html.indexOf(`aria-label="${htmlText(supportForm.title)}"`));
    const opening = html.slice(formStart, html.indexOf('>', formStart) + 1);
    expect(opening).toContain('method="post"');
    expect(opening).toContain(`action="mailto:${defaultSiteConfig.supportEmail}?subject=Contact%20Form%20Submission"`);
    expect(opening).toMatch(/enctype="text\/plain"/i);
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      expect(form).toMatch(
        new RegExp(`id="support-${label.toLowerCase()}"[^>]*name="${label}"|name="${label}"[^>]*id="support-${label.toLowerCase()}"`),
      );
  });
});

describe('the help centre for search engines', () => {
  const blocksOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) =>
        JSON.parse(match[1]!) as { '@type': string; inLanguage: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
    );

  // Structured data describes what the page shows: the default category's questions, a
  // category's, a search's, all of them for `all`; never the questions hidden behind a filter.
  it.each(['/community', '/support', '/support?q=points&category=earnings', '/community?category=all', '/community?category=account'])(
    '%s describes exactly the questions it shows, in order, as a FAQPage',
    async (path) => {
      const res = await request(app).get(path).expect(200);
      const blocks = blocksOf(res.text);
      expect(blocks.map((block) => block['@type'])).toEqual(['FAQPage']);
      expect(blocks[0]!.inLanguage).toBe('en');
      const shown = questionsIn(mainOf(res.text));
      expect(shown.length).toBeGreaterThan(0);
      expect(blocks[0]!.mainEntity!.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(
        shown.map((item) => [item.question, item.answer]),
      );
    },
  );

  it('describes a search that finds nothing as a plain web page, not an empty FAQPage', async () => {
    const res = await request(app).get('/community?q=zebra').expect(200);
    expect(questionsIn(mainOf(res.text))).toEqual([]);
    expect(blocksOf(res.text)).toEqual([
      { '@context': 'https://schema.org', '@type': 'WebPage', url: 'http://localhost:3000/community', inLanguage: 'en' },
    ]);
  });
});

describe('the help centre in another language (server HTML)', () => {
  it('shows the Spanish FAQ, categories, search and form', async () => {
    const html = await mainHtml('/es/community');
    expect(html).toContain(`>${htmlText(shellEs.pages.community.heading)}</h1>`);
    expect(html).toContain(`placeholder="${htmlText(communityEs.faq.searchPlaceholder)}"`);
    expect(html).toMatch(new RegExp(`<label[^>]*for="faq-search"[^>]*>${htmlText(communityEs.faq.searchLabel)}</label>`));
    expect(pressed(html)).toEqual([htmlText(communityEs.faqCategories['getting-started'])]);
    const shown = questionsIn(html, faqItemsEs);
    expect(shown).toEqual(faqItemsEs.filter((item) => item.category === 'getting-started'));
    // None of the English FAQ is left.
    expect(questionsIn(html)).toEqual([]);
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(html).toMatch(
        new RegExp(`<label[^>]*for="support-${field}"[^>]*>${htmlText(communityEs.supportForm.fields[field].label)}</label>`),
      );
    }
    expect(html).toContain(htmlText(communityEs.supportForm.submit));
  });

  it.each([
    ['/support?q=zebra', '0 questions in Getting Started'],
    ['/support?q=minimum%20payout&category=all', '1 question in all categories'],
    ['/es/support?q=zebra', '0 preguntas en Primeros pasos'],
    ['/pt-br/support?q=zebra', '0 perguntas em Primeiros passos'],
    ['/fr/support?q=zebra', '0 question dans la catégorie Premiers pas'],
    ['/ar/support?q=zebra&category=earnings', 'لا توجد أسئلة في فئة الأرباح'],
    ['/hi/support?q=zebra&category=all', 'सभी श्रेणियों में 0 सवाल'],
  ])('counts the results of %s by the language’s plural rules, and names where', async (path, count) => {
    expect(await mainHtml(path)).toMatch(new RegExp(`<p role="status"[^>]*>${count}</p>`));
  });

  it('filters with the same URL vocabulary, and says so in Spanish when nothing matches', async () => {
    const all = await mainHtml('/es/support?category=all');
    expect(pressed(all)).toEqual([htmlText(communityEs.allCategoriesName)]);
    expect(questionsIn(all, faqItemsEs)).toEqual(faqItemsEs);
    const earnings = await mainHtml('/es/support?category=earnings');
    expect(pressed(earnings)).toEqual([htmlText(communityEs.faqCategories.earnings)]);
    const empty = await mainHtml('/es/support?q=zebra%20crossing%20quasar&category=all');
    expect(questionsIn(empty, faqItemsEs)).toEqual([]);
    expect(empty).toContain(htmlText(communityEs.faq.emptyTitle));
    expect(empty).toContain(htmlText(communityEs.faq.emptyHint));
    expect(empty).not.toContain(htmlText(faq.emptyTitle));
  });
});

describe('an empty category that points to the others (server HTML, so without JavaScript too)', () => {
  /**
   * A search for a question of the earnings category, made in the default category: nothing
   * there, something elsewhere. In every language, from its own words.
   */
  describe.each(locales.map((locale) => [locale.name, locale] as const))('%s', (_name, locale) => {
    const words = wordsOf(locale.code, 'community');
    const items = faqItemsOf(words.faqItems);
    const query = words.faqItems.earnings.howMuch.question;
    const elsewhere = filterFaqs(items, { category: 'all', query });
    const search = faqSearchParams({ category: 'all', query });
    const path = (params: string) => `${localizedPath(locale, '/community')}?${params}`;

    it('keeps the spec’s words, says how many questions match elsewhere, and links to them all', async () => {
      const html = await mainHtml(path(faqSearchParams({ category: 'getting-started', query }).toString()));
      expect(questionsIn(html, items)).toEqual([]);
      expect(html).toContain(`<h3>${htmlText(words.faq.emptyTitle)}</h3>`);
      expect(html).toContain(`<p>${htmlText(words.faq.emptyHint)}</p>`);
      expect(elsewhere.length).toBeGreaterThan(0);
      expect(html).toContain(`>${htmlText(messagesIn(locale.code, 'community')('faq.matchesElsewhere', { count: elsewhere.length }))}</p>`);
      // One control: a plain link to the same search in every category, landing on the FAQ.
      const links = [...html.matchAll(/<a [^>]*href="([^"]*category=all[^"]*)"[^>]*>([^<]*)<\/a>/g)];
      expect(links.map((match) => [match[1], match[2]])).toEqual([
        [htmlText(`${path(search.toString())}#${communitySections.faq}`), htmlText(words.faq.searchAllCategories)],
      ]);
    });

    it('renders the page that link opens: the search kept, every category, the matches listed', async () => {
      const html = await mainHtml(path(search.toString()));
      expect(pressed(html)).toEqual([htmlText(words.allCategoriesName)]);
      expect(html).toContain(`value="${htmlText(query)}"`);
      expect(questionsIn(html, items)).toEqual(elsewhere);
    });
  });

  it('offers no link when the search matches nothing anywhere', async () => {
    const html = await mainHtml('/community?q=zebra%20crossing%20quasar');
    expect(html).toContain('No FAQs found');
    expect(html).not.toMatch(/category=all/);
    expect(html).not.toContain(faq.searchAllCategories);
  });
});
