import type { RequestListener } from 'node:http';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogArea } from '../../src/i18n/messages';
import { localizedPath, locales, type Locale } from '../../src/i18n/locales';
import { DEFAULT_FAQ_CATEGORY, faqItemsOf } from '../../src/lib/faqFilter';
import { pageKey, routes } from '../../src/routes';
import { htmlText, mainHeadingOf } from '../support/html';
import { testApp } from '../support/server';
import { wordsOf } from '../support/words';

const SITE_URL = 'https://scan.example';

const wordsIn = <Area extends CatalogArea>(locale: Locale, area: Area) => wordsOf(locale.code, area);

const others = locales.filter((locale) => locale.code !== 'en');
const cases = locales.flatMap((locale) => routes.map((route) => [localizedPath(locale, route.path), locale, route] as const));

/** Every `<link rel="alternate" hreflang>` of a document, as hreflang → href. */
function alternates(html: string): Map<string, string> {
  const links =
    html.match(/<link rel="alternate" hrefLang="[^"]+" href="[^"]+"\/?>|<link rel="alternate" hreflang="[^"]+" href="[^"]+"\/?>/gi) ?? [];
  return new Map(links.map((link) => [link.match(/hreflang="([^"]+)"/i)![1]!, link.match(/href="([^"]+)"/)![1]!]));
}

/** Every node of every JSON-LD block of a document, parsed (a graph's nodes one by one, with its context). */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((block) => {
    const data = JSON.parse(block[1]!) as Record<string, unknown>;
    const graph = data['@graph'] as Record<string, unknown>[] | undefined;
    return graph ? graph.map((node) => ({ '@context': data['@context'], ...node })) : [data];
  });
}

describe('every route in every language', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL } });
  });

  it.each(cases)('%s is the page in its language, with its alternates', async (path, locale, route) => {
    const { text: html } = await request(app).get(path).expect(200);
    const meta = wordsIn(locale, 'shell').pages[pageKey(route)];
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale.lang}" dir="${locale.dir}"`));
    expect(html).toContain(`<title>${htmlText(`${meta.title} | SCAN`)}</title>`);
    expect(mainHeadingOf(html)).toBe(meta.heading);
    const canonicalPath = localizedPath(locale, 'canonicalPath' in route ? route.canonicalPath : route.path);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${canonicalPath === '/' ? '/' : canonicalPath}"/>`);
    const expected = new Map([
      ...locales.map(
        (other) =>
          [other.lang, new URL(localizedPath(other, 'canonicalPath' in route ? route.canonicalPath : route.path), SITE_URL).href] as const,
      ),
      ['x-default', new URL('canonicalPath' in route ? route.canonicalPath : route.path, SITE_URL).href] as const,
    ]);
    expect(alternates(html)).toEqual(expected);
    expect(html).toContain(`<meta property="og:locale" content="${locale.ogLocale}"/>`);
    // The switcher: the same page in every language, as plain links marked with their language.
    for (const other of locales) {
      expect(html).toContain(`href="${localizedPath(other, route.path)}" hrefLang="${other.lang}" lang="${other.lang}"`);
    }
  });

  it.each(others)('an unknown path under $prefix is the branded 404 in that language', async (locale) => {
    const { text: html } = await request(app).get(`${locale.prefix}/forgot-password`).expect(404);
    const shell = wordsIn(locale, 'shell');
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale.lang}" dir="${locale.dir}"`));
    expect(html).toContain(`>${htmlText(shell.notFound.heading)}</h1>`);
    expect(html).toContain(htmlText(wordsIn(locale, 'notFound').lead));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Its links lead to pages in the same language.
    expect(html).toContain(`href="${localizedPath(locale, '/how-it-works')}"`);
  });

  // One document answers every unknown path, so its switcher cannot name the path asked for: it
  // offers each language's home, never a path nobody asked for (`/404`), and marks none as current.
  it.each(locales)("the $name not-found page links every language's home", async (locale) => {
    const { text: html } = await request(app).get(localizedPath(locale, '/forgot-password')).expect(404);
    for (const other of locales)
      expect(html).toContain(`href="${localizedPath(other, '/')}" hrefLang="${other.lang}" lang="${other.lang}"`);
    expect(html).not.toMatch(/href="[^"]*\/404"/);
    expect(html).not.toMatch(/hrefLang="[^"]+" lang="[^"]+" aria-current="page"/);
  });

  it.each(others)('$prefix/ moves to $prefix, and a query it does not read changes nothing', async (locale) => {
    const moved = await request(app).get(`${locale.prefix}/`).expect(301);
    expect(moved.headers.location).toBe(locale.prefix);
    const bare = await request(app).get(`${locale.prefix}/business`).expect(200);
    const campaign = await request(app).get(`${locale.prefix}/business?utm_source=news&gclid=1`).expect(200);
    expect(campaign.headers.etag).toBe(bare.headers.etag);
  });

  it('keeps English at its paths and never negotiates by Accept-Language', async () => {
    const plain = await request(app).get('/business').expect(200);
    const spanishBrowser = await request(app).get('/business').set('Accept-Language', 'es-CO,es;q=0.9').expect(200);
    expect(spanishBrowser.text).toBe(plain.text);
    expect(spanishBrowser.headers.vary ?? '').not.toMatch(/accept-language/i);
    await request(app).get('/en/business').expect(404);
  });

  it.each([
    ['es', 'conexion', 'conexión'],
    ['fr', 'verification', 'vérification'],
  ] as const)('the %s help centre finds "%s" without its accents', async (code, typed, written) => {
    const locale = locales.find((entry) => entry.code === code)!;
    const faq = faqItemsOf(wordsIn(locale, 'community').faqItems);
    const matching = faq.filter((item) => `${item.question} ${item.answer}`.toLowerCase().includes(written));
    expect(matching.length).toBeGreaterThan(0);
    const { text } = await request(app).get(`${locale.prefix}/community?q=${typed}&category=all`).expect(200);
    // The page's structured data lists every question: only the rendered list counts.
    const html = text.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
    for (const item of matching) expect(html).toContain(htmlText(item.question));
    const shown = faq.filter((item) => html.includes(htmlText(item.question)));
    expect(shown).toHaveLength(matching.length);
  });

  it('keeps the help centre category when switching language, and the search words in their own language only', async () => {
    const { text: html } = await request(app).get('/fr/support?q=token&category=earnings').expect(200);
    expect(html).toContain('href="/es/support?category=earnings" hrefLang="es"');
    expect(html).toContain('href="/support?category=earnings" hrefLang="en"');
    expect(html).toContain('href="/fr/support?q=token&amp;category=earnings" hrefLang="fr"');
  });

  it('lists every page in every language, with its alternates, in the sitemap', async () => {
    const { text: xml } = await request(app).get('/sitemap.xml').expect(200);
    for (const route of routes.filter((entry) => !('canonicalPath' in entry))) {
      for (const locale of locales) {
        const loc = new URL(localizedPath(locale, route.path), SITE_URL).href;
        expect(xml).toContain(`<loc>${loc}</loc>`);
        expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${locale.lang}" href="${loc}"/>`);
      }
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/"/>`);
  });
});

describe('structured data in the page language', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp({ env: { SITE_URL } });
  });

  it.each(locales)(
    '$code: Organization and WebSite on home, FAQPage on How It Works and the help centre, MobileApplication on App download',
    async (locale) => {
      const at = (path: string) =>
        request(app)
          .get(localizedPath(locale, path))
          .expect(200)
          .then(({ text }) => jsonLd(text));

      const home = await at('/');
      const organization = home.find((block) => block['@type'] === 'Organization');
      const website = home.find((block) => block['@type'] === 'WebSite');
      expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'SCAN', url: `${SITE_URL}/` });
      expect(String(organization?.logo)).toMatch(/^https:\/\/scan\.example\/.+\.png$/);
      expect(website).toMatchObject({ name: 'SCAN', inLanguage: locale.lang, url: new URL(localizedPath(locale, '/'), SITE_URL).href });

      for (const [path, items] of [
        ['/how-it-works', Object.values(wordsIn(locale, 'howItWorks').faqSection.items)],
        // The help centre shows its default category's questions.
        ['/community', faqItemsOf(wordsIn(locale, 'community').faqItems).filter((item) => item.category === DEFAULT_FAQ_CATEGORY)],
      ] as const) {
        const [faqPage, ...rest] = await at(path);
        expect(rest).toHaveLength(0);
        expect(faqPage).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage', inLanguage: locale.lang });
        const questions = faqPage!.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
        expect(questions).toHaveLength(items.length);
        questions.forEach((question, index) => {
          expect(question).toEqual({
            '@type': 'Question',
            name: items[index]!.question,
            acceptedAnswer: { '@type': 'Answer', text: items[index]!.answer },
          });
        });
      }

      const [app_] = await at('/app-download');
      expect(app_).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'MobileApplication',
        name: 'SCAN',
        inLanguage: locale.lang,
        operatingSystem: expect.stringMatching(/Android.*iOS/),
        applicationCategory: expect.any(String),
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      });
      expect(String(app_!.description)).toBe(wordsIn(locale, 'shell').pages['app-download'].description);

      // Pages without structured data carry none.
      expect(await at('/business')).toEqual([]);
    },
  );
});
