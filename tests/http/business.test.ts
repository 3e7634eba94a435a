import request from 'supertest';
import type { RequestListener } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { budgets, dataVolumes, industries, inquiryFields, questTypes, timelines } from '../../src/content/business';
import { defaultSiteConfig } from '../../src/content/site';
import { htmlText } from '../support/html';
import { testApp } from '../support/server';

let html: string;
let form: string;
beforeAll(async () => {
  const app: RequestListener = await testApp();
  const res = await request(app).get('/business');
  expect(res.status).toBe(200);
  // Emotion streams <style> elements next to the elements they style; only markup matters here.
  html = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>')).replace(/<style[^>]*>[^<]*<\/style>/g, '');
  form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
});

/** The opening tag of the control with this id. */
const control = (id: string) => form.match(new RegExp(`<(input|select|textarea)[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

describe('business page (server HTML)', () => {
  it('shows the hero, the four stats and the 24-hour promise', () => {
    expect(html).toContain(htmlText('Scale Your Business with Community Data'));
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
  });

  it('shows four benefit cards and the six quest types', () => {
    const benefits = html.slice(html.indexOf('id="benefits"'), html.indexOf('id="quest-types"'));
    expect(benefits.match(/<h3>/g)).toHaveLength(4);
    expect(questTypes.map((type) => [type.id, type.name])).toEqual([
      ['image-labeling', 'Image Labeling & Classification'],
      ['text-verification', 'Text Verification & Validation'],
      ['data-validation', 'Data Quality & Validation'],
      ['audio-transcription', 'Audio Transcription & Processing'],
      ['content-moderation', 'Content Moderation'],
      ['custom-tasks', 'Custom AI Training Tasks'],
    ]);
    for (const type of questTypes) expect(html).toContain(`<h3>${htmlText(type.name)}</h3>`);
  });

  it('lists the form fields in the order of the spec, with their types', () => {
    const labels = [...form.matchAll(/<label[^>]*for="quote-[^"]+"[^>]*>([^<]*)/g)].map((match) => match[1]);
    expect(labels).toEqual([
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
    const required = inquiryFields.filter((field) => control(`quote-${field.name}`).includes('required=""'));
    expect(required.map((field) => field.name)).toEqual(['companyName', 'contactName', 'email', 'industry', 'questType', 'description']);
    for (const optional of ['phone', 'website', 'dataVolume', 'timeline', 'budget']) {
      expect(form).toMatch(new RegExp(`for="quote-${optional}"[^>]*>[^<]*<span[^>]*> \\(optional\\)</span>`));
    }
  });

  it('offers every option of the spec by value and label', () => {
    const options = (id: string) => {
      const select = form.slice(form.indexOf(`id="quote-${id}"`), form.indexOf('</select>', form.indexOf(`id="quote-${id}"`)));
      return [...select.matchAll(/<option value="([^"]+)">([^<]*)<\/option>/g)].map((match) => [match[1], match[2]]);
    };
    expect(options('industry').map(([, label]) => label)).toEqual(
      ['Technology', 'Healthcare', 'Finance', 'E-commerce', 'Automotive', 'Media & Entertainment', 'Education', 'Manufacturing', 'Other'].map(htmlText),
    );
    expect(options('questType')).toEqual([...questTypes.map((type) => [type.id, htmlText(type.name)]), ['other', 'Other']]);
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
    expect(industries).toHaveLength(9);
    expect([dataVolumes, timelines, budgets].map((list) => list.length)).toEqual([4, 4, 4]);
  });

  it('names the business address in text for visitors without JavaScript', () => {
    expect(form).toContain(`<a href="mailto:${defaultSiteConfig.businessEmail}">${defaultSiteConfig.businessEmail}</a>`);
  });
});
