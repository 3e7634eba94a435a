import { scriptSafeJson } from '../bootData';
import { useLocale } from '../i18n/words';
import { localizedPath } from '../i18n/locales';
import type { JsonLd } from '../lib/structuredData';
import { useSiteConfig } from './SiteConfigContext';

/**
 * A page's JSON-LD block: data, not code, so the site's script CSP does not apply to it, and
 * safe inside <script> whatever the text says.
 */
export function StructuredData({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}

/** What the builders need to know about the page: the configuration, its language and URL. */
export function usePageContext(path: string) {
  const config = useSiteConfig();
  const locale = useLocale();
  return { config, lang: locale.lang, url: new URL(localizedPath(locale, path), config.siteUrl).href };
}
