import request from 'supertest';
import type { RequestListener } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { htmlText, visibleText } from '../support/html';
import { sharedSiteUrl, testApp } from '../support/server';
import { legalDocumentIn, textOf, wordsOf, type LegalDocumentText } from '../support/words';

const shell = wordsOf('en', 'shell');

const restrictedTerritories = ['North Korea', 'Iran', 'Syria', 'Cuba', 'Crimea'];
const governingLaw = ['State of Georgia, USA', 'Fulton County'];
const liabilityCap = ['greater of US $100 or the amounts paid to you', 'in the 12 months before'];
const utilityNotInvestment = 'utility tokens, not an investment';

const pages: {
  path: string;
  document: 'privacy' | 'terms' | 'eula';
  title: string;
  lastUpdated: string;
  content: LegalDocumentText;
  figures: string[];
}[] = [
  {
    path: '/privacy',
    document: 'privacy',
    title: 'Privacy Policy',
    lastUpdated: 'January 15, 2024',
    content: legalDocumentIn('en', 'privacy'),
    figures: [
      'at least 16 years old',
      '(13 in the US)',
      'parent or guardian',
      'inactive for 2 years or more are queued for deletion',
      'kept for typically 5–7 years',
      'only with your consent',
      'Opt-out at any time',
      'including for training, testing and evaluating artificial-intelligence models',
      'data protection officer',
      'Role-based access',
      'We do not currently verify your email address',
    ],
  },
  {
    path: '/terms',
    document: 'terms',
    title: 'Terms of Service',
    lastUpdated: 'April 15, 2025',
    content: legalDocumentIn('en', 'terms'),
    figures: [
      'not intended for children under 13',
      'users under 18 need the consent of a parent or guardian',
      '16 (13 in the US)',
      ...liabilityCap,
      ...restrictedTerritories,
      ...governingLaw,
      utilityNotInvestment,
      'you each receive 2,000 points',
      '10% of every point your friend collects',
      'a further 10% of the points earned by the people your friend refers',
      'There are no caps',
      'There is no minimum payout threshold',
      'only with your consent',
      'you may opt out at any time',
      'gift cards and stable-coin swaps, are in development',
      'inactive for 2 years or more',
    ],
  },
  {
    path: '/eula',
    document: 'eula',
    title: 'End User License Agreement',
    lastUpdated: 'April 15, 2025',
    content: legalDocumentIn('en', 'eula'),
    figures: [
      'non-exclusive, non-transferable, revocable license',
      'Decompile, disassemble or reverse engineer the App',
      'Some updates are required',
      'This Agreement lasts until you or we end it',
      'at least 16 to use it (13 in the US)',
      'parent or guardian',
      ...liabilityCap,
      ...restrictedTerritories,
      ...governingLaw,
      utilityNotInvestment,
    ],
  },
];

function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/** Values of one attribute across every start tag of an HTML fragment, in document order. */
function attributeValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<[a-z][^>]*\\s${name}="([^"]*)"`, 'g'))].map((match) => match[1]!);
}

function tableOfContents(html: string): string {
  const start = html.indexOf('<nav aria-labelledby="on-this-page"');
  expect(start, 'table of contents').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</nav>', start));
}

let app: RequestListener | string;
beforeAll(async () => {
  app = sharedSiteUrl();
});

describe.each(pages)('$path', ({ path, title, lastUpdated, content, figures }) => {
  let html: string;
  beforeAll(async () => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    html = res.text;
  });

  it('shows its title and last-updated date', () => {
    const main = mainOf(html);
    expect(main).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(visibleText(main)).toContain(`Last updated: ${lastUpdated}`);
    expect(main).toContain(`<time dateTime="${content.lastUpdated}">${lastUpdated}</time>`);
    // The English text binds: it carries no translation notice (the catalog holds its source for translators).
    expect(visibleText(main)).not.toContain(shell.legal.translationNotice);
  });

  it('states every legal figure of the spec', () => {
    const text = visibleText(mainOf(html));
    for (const figure of figures) expect(text, figure).toContain(figure);
  });

  it('is a full document of 10 to 16 sections and roughly 1,500 to 3,000 words', () => {
    expect(content.sections.length).toBeGreaterThanOrEqual(10);
    expect(content.sections.length).toBeLessThanOrEqual(16);
    const words = visibleText(mainOf(html)).split(' ').filter(Boolean).length;
    expect(words).toBeGreaterThan(1400);
    expect(words).toBeLessThan(3000);
  });

  it('fills the brand and links the support address and outbound pages instead of showing placeholders', () => {
    const main = mainOf(html);
    expect(main).not.toMatch(/\{[A-Za-z]+\}/);
    expect(main).toContain('<a href="mailto:support@scan.example">support@scan.example</a>');
    // At least one configured outbound URL, opened in a new tab like every link that leaves the site.
    expect(main).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">/);
  });

  it('links every table-of-contents entry to an existing section, in order', () => {
    const targets = attributeValues(tableOfContents(html), 'href');
    expect(targets).toEqual(content.sections.map((section) => `#${section.id}`));
    const ids = new Set(attributeValues(html, 'id'));
    for (const target of targets) expect(ids.has(target.slice(1)), target).toBe(true);
    for (const section of content.sections) {
      expect(html).toMatch(new RegExp(`<section id="${section.id}"[^>]*>(<style[^>]*>[^<]*</style>)?<h2`));
    }
  });

  it('has unique ids', () => {
    const ids = attributeValues(html, 'id');
    expect(ids.length).toBeGreaterThan(content.sections.length);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('never skips a heading level', () => {
    const levels = [...mainOf(html).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });
});

describe('legal pages with a configured brand and support address', () => {
  it('use the site configuration in the text and the contact links', async () => {
    const configured = await testApp({ env: { BRAND_NAME: 'Quester', SUPPORT_EMAIL: 'help@quester.example' } });
    for (const { path } of pages) {
      const main = mainOf((await request(configured).get(path)).text);
      expect(main, path).toContain('<a href="mailto:help@quester.example">help@quester.example</a>');
      expect(main, path).not.toContain('support@scan.example');
      expect(visibleText(main), path).toContain('Quester');
    }
  });
});

const translated = locales
  .filter((locale) => locale.code !== 'en')
  .flatMap((locale) =>
    pages.map((page) => ({
      path: localizedPath(locale, page.path),
      locale,
      english: page.content,
      content: legalDocumentIn(locale.code, page.document),
      shell: wordsOf(locale.code, 'shell'),
      heading: wordsOf(locale.code, 'shell').pages[page.document].heading,
    })),
  );

describe.each(translated)('$path', ({ path, locale, english, content, shell: words, heading }) => {
  let html: string;
  beforeAll(async () => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    html = res.text;
  });

  it('is translated: the English outline, under titles of its own', () => {
    expect(content.sections.map((section) => section.title)).not.toEqual(english.sections.map((section) => section.title));
  });

  it('shows its title, its date as the language writes it, and that the English text binds', () => {
    const main = mainOf(html);
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale.lang}" dir="${locale.dir}"`));
    expect(main).toContain(`>${htmlText(heading)}</h1>`);
    const date = new Intl.DateTimeFormat(locale.intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(content.lastUpdated));
    expect(main).toContain(`<time dateTime="${content.lastUpdated}">${htmlText(date)}</time>`);
    // visibleText folds every space, the no-break ones French writes before a colon included.
    const folded = (text: string) => text.replace(/\s+/g, ' ');
    expect(visibleText(main)).toContain(folded(textOf(locale.code, 'shell', 'legal.lastUpdated', { date: content.lastUpdated })));
    expect(visibleText(main)).toContain(date);
    expect(visibleText(main)).toContain(folded(words.legal.translationNotice));
  });

  it('fills the brand and links the support address instead of showing placeholders', () => {
    const main = mainOf(html);
    expect(main).not.toMatch(/\{[A-Za-z]+\}/);
    expect(main).toContain('<a href="mailto:support@scan.example">support@scan.example</a>');
  });

  it('links every table-of-contents entry to an existing section, in order, under its own title', () => {
    const toc = html.slice(
      html.indexOf('<nav aria-labelledby="on-this-page"'),
      html.indexOf('</nav>', html.indexOf('<nav aria-labelledby="on-this-page"')),
    );
    expect(visibleText(toc)).toContain(words.legal.tableOfContents);
    expect(attributeValues(toc, 'href')).toEqual(content.sections.map((section) => `#${section.id}`));
    const ids = attributeValues(html, 'id');
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const section of content.sections) expect(ids).toContain(section.id);
  });

  it('never skips a heading level', () => {
    const levels = [...mainOf(html).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });
});

/*
 * The accessibility statement (/accessibility), made from docs/accessibility.md and written like
 * the legal documents: what is met, how it was tested, what is known not to be, how to report a
 * barrier and to whom, and its date, in every language. It binds nothing, so no translation says
 * that the English text prevails.
 */
describe.each(locales.map((locale) => [locale.name, locale] as const))('the accessibility statement in %s', (_name, locale) => {
  const words = wordsOf(locale.code, 'shell');
  const statement = legalDocumentIn(locale.code, 'accessibility');
  let html: string;
  beforeAll(async () => {
    const res = await request(app).get(localizedPath(locale, '/accessibility'));
    expect(res.status).toBe(200);
    html = res.text;
  });

  it('says what is met, how it was tested, what is known, how to report a barrier, and when', () => {
    const main = mainOf(html);
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale.lang}" dir="${locale.dir}"`));
    expect(main).toContain(`>${htmlText(words.pages.accessibility.heading)}</h1>`);
    expect(statement.sections.map((section) => section.id)).toEqual([
      'conformance',
      'testing',
      'limitations',
      'feedback',
      'about-this-statement',
    ]);
    const text = visibleText(main);
    expect(text).toContain('WCAG 2.2');
    expect(text).toMatch(/\bAA\b/);
    for (const engine of ['Chromium', 'Firefox', 'WebKit', 'axe-core', 'Lighthouse']) expect(text, engine).toContain(engine);
    const date = new Intl.DateTimeFormat(locale.intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(statement.lastUpdated));
    expect(main).toContain(`<time dateTime="${statement.lastUpdated}">${htmlText(date)}</time>`);
    expect(text).not.toContain(words.legal.translationNotice.replace(/\s+/g, ' '));
    expect(main).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it('gives the support address as a mail link where it says how to report a barrier', () => {
    const feedback = html.slice(html.indexOf('<section id="feedback"'), html.indexOf('</section>', html.indexOf('<section id="feedback"')));
    expect(feedback).toContain('<a href="mailto:support@scan.example">support@scan.example</a>');
  });

  it('lists its sections in its table of contents, and never skips a heading level', () => {
    expect(attributeValues(tableOfContents(html), 'href')).toEqual(statement.sections.map((section) => `#${section.id}`));
    const levels = [...mainOf(html).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('names the configured support address and brand', async () => {
    const configured = await testApp({ env: { BRAND_NAME: 'Quester', SUPPORT_EMAIL: 'access@quester.example' } });
    const main = mainOf((await request(configured).get(localizedPath(locale, '/accessibility'))).text);
    expect(main).toContain('<a href="mailto:access@quester.example">access@quester.example</a>');
    expect(main).not.toContain('support@scan.example');
    expect(visibleText(main)).toContain('Quester');
  });
});

describe('the accessibility statement in the sitemap', () => {
  it('is listed in every language, each with its alternates', async () => {
    const sitemap = (await request(app).get('/sitemap.xml')).text;
    for (const locale of locales) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${localizedPath(locale, '/accessibility')}</loc>`);
      expect(sitemap).toContain(`hreflang="${locale.lang}" href="http://localhost:3000${localizedPath(locale, '/accessibility')}"`);
    }
  });
});
