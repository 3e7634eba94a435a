import request from 'supertest';
import type { RequestListener } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  budgetValues,
  dataVolumeValues,
  industryValues,
  questTypes,
  timelineValues,
  type InquiryFieldName,
} from '../../src/content/businessData';
import business from '../../src/content/en/business';
import shell from '../../src/content/en/shell';
import businessEs from '../../src/content/es/business';
import shellEs from '../../src/content/es/shell';
import { defaultSiteConfig } from '../../src/content/site';
import { inquiryFields } from '../../src/lib/quoteForm';
import { htmlText } from '../support/html';
import { testApp } from '../support/server';

/** The quest types' ids and names, in the order the page lists them. */
const questTypeNames = questTypes.map((type) => [type.id, business.questTypes[type.id].name] as const);

let app: RequestListener;
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
  app = await testApp();
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
    expect(shell.pages.Business.heading).toBe('Scale Your Business with Community Data');
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
    const required = inquiryFields(business).filter((field) => control(`quote-${field.name}`).includes('required=""'));
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
    for (const field of inquiryFields(business))
      expect(control(`quote-${field.name}`), field.name).toContain(`name="${htmlText(field.label)}"`);
  });
});

describe('business page in another language (server HTML)', () => {
  let es: { html: string; form: string };
  beforeAll(async () => {
    es = await businessPage('/es/business');
  });

  it('labels the same fields, in the same order, in Spanish, marking the optional ones', () => {
    const names = inquiryFields(businessEs).map((field) => field.name);
    expect(labelsOf(es.form)).toEqual(names.map((name) => htmlText(businessEs.quoteForm.fields[name].label)));
    const optional: InquiryFieldName[] = ['phone', 'website', 'dataVolume', 'timeline', 'budget'];
    for (const name of optional) {
      expect(es.form).toMatch(
        new RegExp(`for="quote-${name}"[^>]*>[^<]*<span[^>]*> ${shellEs.form.optional.replace(/[()]/g, '\\$&')}</span>`),
      );
    }
    const required = inquiryFields(businessEs).filter((field) => control(`quote-${field.name}`, es.form).includes('required=""'));
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
