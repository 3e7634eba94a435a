import { scriptSafeJson } from '../bootData';
import { useLocale } from '../i18n/copy';
import { localizedPath } from '../i18n/locales';
import type { JsonLd } from '../lib/structuredData';
import { useSiteConfig } from './SiteConfigContext';

/**
 * JSON-LD blocks: data, not code, so the site's script CSP does not apply to them, and safe
 * inside <script> whatever the text says.
 */
export function StructuredData({ data }: { data: readonly JsonLd[] }) {
  return data.map((block, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(block) }} />
  ));
}

/** What the builders need to know about the page: the configuration, its language and URL. */
export function usePageContext(path: string) {
  const config = useSiteConfig();
  const locale = useLocale();
  return { config, lang: locale.lang, url: new URL(localizedPath(locale, path), config.siteUrl).href };
}
