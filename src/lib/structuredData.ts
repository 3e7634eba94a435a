import type { SiteConfig } from '../content/site';
import type { FaqItem } from '../content/faq';

/*
 * schema.org descriptions of a page, as JSON-LD in the page's language: what search engines
 * read for rich results. Builders only; src/components/seo/structuredData.tsx writes them out.
 */

/** One block: a typed node, or a graph of them (`@graph`). */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org' };

interface PageContext {
  config: SiteConfig;
  /** BCP 47 language of the page. */
  lang: string;
  /** Absolute URL of the page. */
  url: string;
}

/** The home page's Organization and WebSite, as one graph. */
export function homeStructuredData({ config, lang, url }: PageContext, description: string): JsonLd {
  const origin = new URL('/', config.siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        name: config.brand,
        url: origin,
        logo: new URL('/icon-512.png', config.siteUrl).href,
        email: config.supportEmail,
        sameAs: [config.links.discord, config.links.x],
      },
      {
        '@type': 'WebSite',
        name: config.brand,
        url,
        inLanguage: lang,
        description,
        publisher: { '@type': 'Organization', name: config.brand, url: origin },
      },
    ],
  };
}

/**
 * A page of questions and answers (How It Works, the help centre): the questions it shows. A
 * help-centre search that finds nothing shows none, and a FAQPage needs at least one: that view
 * is a plain WebPage.
 */
export function faqStructuredData({ lang, url }: PageContext, items: readonly Pick<FaqItem, 'question' | 'answer'>[]): JsonLd {
  if (items.length === 0) return { '@context': 'https://schema.org', '@type': 'WebPage', url, inLanguage: lang };
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: lang,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The app itself, on the download page: free, on Android and iOS. */
export function appStructuredData({ config, lang, url }: PageContext, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: config.brand,
    url,
    inLanguage: lang,
    description,
    operatingSystem: 'Android, iOS',
    applicationCategory: 'BusinessApplication',
    downloadUrl: [config.links.googlePlay, config.links.appStore],
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@type': 'Organization', name: config.brand },
  };
}
