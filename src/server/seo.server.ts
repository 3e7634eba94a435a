import type { RequestHandler } from 'express';
import type { SiteConfig } from '../content/site';
import { alternatesOf } from '../i18n/alternates';
import { localizedPath, locales } from '../i18n/locales';
import { routes, type AppRoute } from '../routes';

/** Crawlers re-read these often enough; a deploy that changes the route table shows within the hour. */
const CACHE_CONTROL = 'public, max-age=3600';

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

/**
 * Answers /robots.txt and /sitemap.xml from the route table and the configured SITE_URL
 * (never the Host header). Both bodies are built once: they only change with a deploy.
 */
export function seoFiles(site: SiteConfig): RequestHandler {
  const files = new Map([
    ['/robots.txt', { type: 'text/plain; charset=utf-8', body: buildRobots(site.siteUrl) }],
    ['/sitemap.xml', { type: 'application/xml; charset=utf-8', body: buildSitemap(site.siteUrl) }],
  ]);
  return (req, res, next) => {
    const file = files.get(req.path);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    res.set({ 'Content-Type': file.type, 'Cache-Control': CACHE_CONTROL });
    res.send(file.body);
  };
}
