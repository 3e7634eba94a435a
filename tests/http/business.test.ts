import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  budgetValues,
  dataVolumeValues,
  deliverables,
  industryValues,
  projectSteps,
  proofPanels,
  questTypes,
  timelineValues,
  type InquiryFieldName,
} from '../../src/content/businessData';
import { QUOTE_SECTION_ID } from '../../src/content/businessAnchors';
import type { Catalog } from '../../src/i18n/messages';

type BusinessWords = Catalog['business'];
import { defaultSiteConfig } from '../../src/content/site';
import { localizedPath, locales } from '../../src/i18n/locales';
import { inquiryFields } from '../../src/lib/quoteForm';
import { htmlText, visibleText } from '../support/html';
import { sharedSiteUrl } from '../support/server';
import { messagesIn, wordsOf } from '../support/words';

const business = wordsOf('en', 'business');
const shell = wordsOf('en', 'shell');
const businessEs = wordsOf('es', 'business');
const shellEs = wordsOf('es', 'shell');

/** The quest types' ids and names, in the order the page lists them. */
const questTypeNames = questTypes.map((type) => [type.id, business.questTypes[type.id].name] as const);

let app: string;
let html: string;
let form: string;

/** The page's <main> and its quote form, without the <style> elements Emotion streams next to what they style. */
async function businessPage(path: string): Promise<{ html: string; form: string }> {
  const res = await request(app).get(path);
  expect(res.status).toBe(200);
  const main = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>')).replace(/<style[^>]*>[^<]*<\/style>/g, '');
  return { html: main, form: main.slice(main.indexOf('<form'), main.indexOf('</form>')) };
}

beforeAll(async () => {
  app = sharedSiteUrl();
  ({ html, form } = await businessPage('/business'));
});

/** The opening tag of the control with this id. */
const control = (id: string, within = form) => within.match(new RegExp(`<(input|select|textarea)[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

/** A select's options (but its empty first choice) as [value, label], as written in the HTML. */
const options = (id: string, within = form) => {
  const select = within.slice(within.indexOf(`id="quote-${id}"`), within.indexOf('</select>', within.indexOf(`id="quote-${id}"`)));
  return [...select.matchAll(/<option value="([^"]+)">([^<]*)<\/option>/g)].map((match) => [match[1], match[2]]);
};

/** The form's labels, in order, without the optional mark. */
const labelsOf = (within: string) => [...within.matchAll(/<label[^>]*for="quote-[^"]+"[^>]*>([^<]*)/g)].map((match) => match[1]);

describe('business page (server HTML)', () => {
  it('shows the hero, the four stats and the 24-hour promise', () => {
    expect(html).toContain(`>${htmlText('Scale Your Business with Community Data')}</h1>`);
    expect(shell.pages.business.heading).toBe('Scale Your Business with Community Data');
    for (const [figure, label] of [
      ['50K+', 'Active Contributors'],
      ['99%', 'Accuracy Rate'],
      ['10x', 'Faster Delivery'],
      ['24/7', 'Global Coverage'],
    ] as const) {
      expect(html).toMatch(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>${figure.replace('+', '\\+')}</dd>`));
    }
    expect(html).toContain('Get Your Custom Quote');
    expect(html).toContain('within 24 hours');
    // The figures are named as a group, which screen readers announce; a name on the <dl> itself may go unread.
    expect(html).toMatch(new RegExp(`<div role="group" aria-label="${business.businessStatsLabel}"><dl `));
    expect(html).not.toMatch(/<dl[^>]*aria-label/);
  });

  it('shows four benefit cards and the six quest types', () => {
    const benefits = html.slice(html.indexOf('id="benefits"'), html.indexOf('id="quest-types"'));
    expect(benefits.match(/<h3>/g)).toHaveLength(4);
    expect(questTypeNames).toEqual([
      ['image-labeling', 'Image Labeling & Classification'],
      ['text-verification', 'Text Verification & Validation'],
      ['data-validation', 'Data Quality & Validation'],
      ['audio-transcription', 'Audio Transcription & Processing'],
      ['content-moderation', 'Content Moderation'],
      ['custom-tasks', 'Custom AI Training Tasks'],
    ]);
    for (const [, name] of questTypeNames) expect(html).toContain(`<h3>${htmlText(name)}</h3>`);
  });

  it('lists the form fields in the order of the spec, with their types', () => {
    expect(labelsOf(form)).toEqual([
      'Company Name',
      'Contact Name',
      'Email',
      'Phone',
      'Website',
      'Industry',
      'Quest Type',
      'Data Volume',
      'Timeline',
      'Budget Range',
      'Project Description',
    ]);
    expect(control('quote-email')).toContain('type="email"');
    expect(control('quote-phone')).toContain('type="tel"');
    expect(control('quote-website')).toContain('type="url"');
    expect(control('quote-description')).toMatch(/^<textarea/);
  });

  it('requires exactly company, contact, email, industry, quest type and description', () => {
    expect(shell.form.optional).toBe('(optional)');
    const required = inquiryFields(messagesIn('en', 'business')).filter((field) => control(`quote-${field.name}`).includes('required=""'));
    expect(required.map((field) => field.name)).toEqual(['companyName', 'contactName', 'email', 'industry', 'questType', 'description']);
    for (const optional of ['phone', 'website', 'dataVolume', 'timeline', 'budget']) {
      expect(form).toMatch(new RegExp(`for="quote-${optional}"[^>]*>[^<]*<span[^>]*> \\(optional\\)</span>`));
    }
  });

  it('offers every option of the spec by value and label', () => {
    expect(options('industry').map(([, label]) => label)).toEqual(
      [
        'Technology',
        'Healthcare',
        'Finance',
        'E-commerce',
        'Automotive',
        'Media & Entertainment',
        'Education',
        'Manufacturing',
        'Other',
      ].map(htmlText),
    );
    expect(options('industry').map(([value]) => value)).toEqual([...industryValues]);
    expect(options('questType')).toEqual([...questTypeNames.map(([id, name]) => [id, htmlText(name)]), ['other', 'Other']]);
    expect(options('dataVolume')).toEqual([
      ['small', 'Small (&lt; 10K items)'],
      ['medium', 'Medium (10K - 100K)'],
      ['large', 'Large (100K - 1M)'],
      ['enterprise', 'Enterprise (&gt; 1M)'],
    ]);
    expect(options('timeline')).toEqual([
      ['urgent', 'Urgent (&lt; 1 week)'],
      ['fast', 'Fast (1-4 weeks)'],
      ['standard', 'Standard (1-3 months)'],
      ['flexible', 'Flexible (&gt; 3 months)'],
    ]);
    expect(options('budget')).toEqual([
      ['small', '$1K-$10K'],
      ['medium', '$10K-$50K'],
      ['large', '$50K-$200K'],
      ['enterprise', '$200K+'],
    ]);
    expect(industryValues).toHaveLength(9);
    expect([dataVolumeValues, timelineValues, budgetValues].map((list) => list.length)).toEqual([4, 4, 4]);
  });

  it('names the business address in text for visitors without JavaScript', () => {
    expect(form).toContain(`<a href="mailto:${defaultSiteConfig.businessEmail}">${defaultSiteConfig.businessEmail}</a>`);
  });

  // Without JavaScript the browser opens a draft itself: to the address, every field by its label.
  it('posts to a mail draft without JavaScript, each field named by its label', () => {
    const opening = html.match(/<form [^>]*aria-label="Get Your Custom Quote"[^>]*>/)?.[0] ?? '';
    expect(opening).toContain('method="post"');
    expect(opening).toContain(`action="mailto:${defaultSiteConfig.businessEmail}?subject=Business%20Inquiry"`);
    expect(opening).toMatch(/enctype="text\/plain"/i);
    for (const field of inquiryFields(messagesIn('en', 'business')))
      expect(control(`quote-${field.name}`), field.name).toContain(`name="${htmlText(field.label)}"`);
  });
});

describe('business page in another language (server HTML)', () => {
  let es: { html: string; form: string };
  beforeAll(async () => {
    es = await businessPage('/es/business');
  });

  it('labels the same fields, in the same order, in Spanish, marking the optional ones', () => {
    const names = inquiryFields(messagesIn('es', 'business')).map((field) => field.name);
    expect(labelsOf(es.form)).toEqual(names.map((name) => htmlText(businessEs.quoteForm.fields[name].label)));
    const optional: InquiryFieldName[] = ['phone', 'website', 'dataVolume', 'timeline', 'budget'];
    for (const name of optional) {
      expect(es.form).toMatch(
        new RegExp(`for="quote-${name}"[^>]*>[^<]*<span[^>]*> ${shellEs.form.optional.replace(/[()]/g, '\\$&')}</span>`),
      );
    }
    const required = inquiryFields(messagesIn('es', 'business')).filter((field) =>
      control(`quote-${field.name}`, es.form).includes('required=""'),
    );
    expect(required.map((field) => field.name)).toEqual(['companyName', 'contactName', 'email', 'industry', 'questType', 'description']);
  });

  it('offers the same values under Spanish labels', () => {
    expect(options('industry', es.form)).toEqual(
      industryValues.map((value) => [value, htmlText(businessEs.quoteForm.choices.industry[value])]),
    );
    expect(options('questType', es.form)).toEqual([
      ...questTypes.map((type) => [type.id, htmlText(businessEs.questTypes[type.id].name)]),
      ['other', htmlText(businessEs.quoteForm.otherQuestType)],
    ]);
    expect(options('budget', es.form)).toEqual(budgetValues.map((value) => [value, htmlText(businessEs.quoteForm.choices.budget[value])]));
    for (const [, name] of questTypeNames) expect(es.html).not.toContain(`<h3>${htmlText(name)}</h3>`);
  });
});

/** The sections that make the case to a buyer, in page order, each with its words. */
const proofSections = (words: BusinessWords) =>
  [
    ['process', words.projectSection],
    ['quality', words.proofSection],
    ['deliverables', words.deliverablesSection],
  ] as const;

/** One section of the page, by its id: from its opening tag to the next section's. */
function sectionOf(main: string, id: string): string {
  const start = main.indexOf(`<section id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThan(-1);
  const end = main.indexOf('<section', start + 1);
  return main.slice(start, end === -1 ? undefined : end);
}

/** Every string in some words, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(stringsOf) : [];

/** The digits of the spec's figures that these sections may repeat: 50K+, 99 %, 10x, 24/7, 24 hours. */
const SPEC_NUMBERS = ['50', '99', '10', '24', '7'];

/**
 * What is left of a text once the spec's figures, as the language writes them, are taken out: the
 * page's headline figures (50K+, 99 %, 10x, 24/7), its proposal promise ("24 hours") and, for
 * what the page shows, the quote form's own choices (spec §9). A digit of any script in what is
 * left is a figure the spec never made.
 */
function withoutSpecFigures(text: string, words: BusinessWords, { choices = false } = {}): string {
  const plain = (figure: string) => figure.replace(/[\s\u00a0\u202f]+/g, ' ');
  const promise = plain(words.quoteForm.promise).match(/24 \S+/)?.[0];
  expect(promise, 'the proposal promise names its 24 hours').toBeDefined();
  const headline = [...Object.values(words.businessStats).map(({ value }) => value), promise!];
  for (const figure of headline)
    expect(
      figure.match(/\d+/g)?.every((number) => SPEC_NUMBERS.includes(number)),
      figure,
    ).toBe(true);
  const figures = [
    ...headline,
    ...(choices ? [...Object.values(words.quoteForm.choices.dataVolume), ...Object.values(words.quoteForm.choices.timeline)] : []),
  ]
    .map(plain)
    .sort((a, b) => b.length - a.length);
  return figures.reduce((left, figure) => left.split(figure).join(' '), plain(text));
}

/** The new sections' words as text. */
function proofWordsText(words: BusinessWords): string {
  return stringsOf([words.projectSection, words.proofSection, words.deliverablesSection]).join(' | ');
}

describe('business page: the proof for buyers, in every language (server HTML)', () => {
  const pages = new Map<string, string>();
  beforeAll(async () => {
    for (const locale of locales) pages.set(locale.code, (await businessPage(localizedPath(locale, '/business'))).html);
  });

  it.each(locales.map((locale) => [locale.code] as const))(
    '%s: the sections come between the quest types and the quote form, in reading order',
    (code) => {
      const main = pages.get(code)!;
      const order = ['benefits', 'quest-types', 'process', 'quality', 'deliverables', QUOTE_SECTION_ID].map((id) =>
        main.indexOf(`<section id="${id}"`),
      );
      expect(order.every((position) => position > -1)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    },
  );

  it.each(locales.map((locale) => [locale.code] as const))(
    '%s: each section has its heading, its parts and its way to the form',
    (code) => {
      const main = pages.get(code)!;
      const words = wordsOf(code, 'business');
      for (const [id, section] of proofSections(words)) {
        const html = sectionOf(main, id);
        expect(html).toContain(`aria-labelledby="${id}-title"`);
        expect(html).toContain(`<h2 id="${id}-title">${htmlText(section.title)}</h2>`);
        expect(html).toContain(`<p>${htmlText(section.lead)}</p>`);
        // The section ends with its action down to the quote form.
        const actions = [...html.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)/g)].map((match) => [match[1], match[2]]);
        expect(actions, id).toEqual([[QUOTE_SECTION_ID, htmlText(section.action)]]);
        expect(html.lastIndexOf('<a href="#quote"')).toBeGreaterThan(html.lastIndexOf('</ol>'));
        expect(html.lastIndexOf('<a href="#quote"')).toBeGreaterThan(html.lastIndexOf('</dl>'));
      }

      // How a project runs: brief, pilot, delivery, an ordered list, each step with what it leaves the buyer.
      const process = sectionOf(main, 'process');
      expect(projectSteps.map((step) => step.id)).toEqual(['brief', 'pilot', 'delivery']);
      const steps = process.slice(process.indexOf('<ol'), process.indexOf('</ol>'));
      expect([...steps.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])).toEqual(
        projectSteps.map((step) => htmlText(words.projectSection.steps[step.id].title)),
      );
      for (const step of projectSteps) expect(steps).toContain(htmlText(words.projectSection.steps[step.id].outcome));

      // Quality and contributors' data: two panels, their points, the spec's accuracy figure, the privacy policy.
      const quality = sectionOf(main, 'quality');
      expect([...quality.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])).toEqual(
        proofPanels.map((panel) => htmlText(words.proofSection.panels[panel.id].title)),
      );
      for (const panel of proofPanels) {
        for (const point of Object.values(words.proofSection.panels[panel.id].points)) expect(quality).toContain(htmlText(point));
      }
      expect(quality).toContain(htmlText(words.proofSection.panels.quality.description));
      expect(quality).toContain(
        `href="${localizedPath(
          locales.find((locale) => locale.code === code)!,
          '/privacy',
        )}"`,
      );

      // What is received: the data, then the volume and timeline choices of the quote form itself.
      const received = sectionOf(main, 'deliverables');
      expect([...received.matchAll(/<dt[^>]*>.*?<\/svg>([^<]*)<\/dt>/g)].map((match) => match[1])).toEqual(
        deliverables.map((item) => htmlText(words.deliverablesSection.items[item.id].title)),
      );
      for (const value of dataVolumeValues) expect(received).toContain(`>${htmlText(words.quoteForm.choices.dataVolume[value])}</span>`);
      for (const value of timelineValues) expect(received).toContain(`>${htmlText(words.quoteForm.choices.timeline[value])}</span>`);
    },
  );

  it('keeps English headings in Title Case, and the other Latin-script languages in sentence case', () => {
    const minor = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', '&']);
    const headings = (words: BusinessWords) => [
      ...proofSections(words).map(([, section]) => section.title),
      ...Object.values(words.projectSection.steps).map((step) => step.title),
      ...Object.values(words.proofSection.panels).map((panel) => panel.title),
      ...Object.values(words.deliverablesSection.items).map((item) => item.title),
    ];
    for (const heading of headings(business)) {
      const lowercase = heading.split(' ').filter((word, index) => index > 0 && !minor.has(word) && word[0] !== word[0]!.toUpperCase());
      expect(lowercase, heading).toEqual([]);
    }
    for (const code of ['es', 'pt-br', 'fr'] as const) {
      for (const heading of headings(wordsOf(code, 'business'))) {
        // Past the first word, a capital starts only a name (the privacy policy is a link, not a heading).
        expect(
          heading
            .split(' ')
            .slice(1)
            .filter((word) => /^\p{Lu}/u.test(word)),
          `${code}: ${heading}`,
        ).toEqual([]);
      }
    }
  });

  it.each(locales.map((locale) => [locale.code] as const))('%s: the words carry no figure the spec does not make', (code) => {
    const words = wordsOf(code, 'business');
    expect(withoutSpecFigures(proofWordsText(words), words).match(/\p{Nd}+/gu)).toBeNull();
    // The quality panel's figure is the page's own accuracy rate, the spec's 99 %.
    expect(words.businessStats.accuracy.value).toMatch(/^99\D/);
    expect(words.proofSection.panels.quality.description).toContain(words.businessStats.accuracy.value);
    // And nothing on the page adds one: the sections as read, the quote form's own choices aside.
    const main = pages.get(code)!;
    for (const [id] of proofSections(words)) {
      const read = visibleText(sectionOf(main, id));
      expect(withoutSpecFigures(read, words, { choices: true }).match(/\p{Nd}+/gu), `#${id}`).toBeNull();
    }
  });

  it('writes the figures the sections keep with Western digits, as the spec does', () => {
    for (const locale of locales) {
      const text = proofWordsText(wordsOf(locale.code, 'business'));
      expect(text.match(/[^\P{Nd}0-9]/gu), locale.code).toBeNull();
      expect(text, locale.code).toMatch(/99/);
      // The 24-hour promise is the quote form's, said once beside it (and in the opening's lead).
      expect(wordsOf(locale.code, 'business').quoteForm.promise, locale.code).toMatch(/24/);
    }
  });
});
