import { alternatesOf } from './alternates';
import { localizedPath, locales } from '../i18n/locales';
import { routes, type AppRoute } from '../routes';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Routes that are their own canonical page; aliases such as /support point elsewhere and stay out. */
export function sitemapRoutes(table: readonly AppRoute[] = routes): AppRoute[] {
  return table.filter((route) => route.canonicalPath === undefined || route.canonicalPath === route.path);
}

/**
 * Every indexable page in every language, each listing its alternates (the same page in the
 * other languages, and `x-default`), as search engines read them from a sitemap.
 */
export function buildSitemap(siteUrl: string, table: readonly AppRoute[] = routes): string {
  const urls = sitemapRoutes(table).flatMap((route) => {
    const alternates = alternatesOf(route.path, siteUrl)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    return locales.map(
      (locale) => `  <url>\n    <loc>${escapeXml(new URL(localizedPath(locale, route.path), siteUrl).href)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}
