import { createElement, type ComponentType } from 'react';
import { useLocale } from '../../i18n/messages';
import { localizedPath } from '../../i18n/locales';
import type { JsonLd } from '../../lib/structuredData';
import { scriptSafeJson } from '../../app/bootData';
import { loadOnServer } from '../../app/deferred';
import { useSiteConfig } from '../../app/siteConfig';

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

const EMPTY = { __html: '' };

/**
 * A page's JSON-LD, which only the server's HTML needs: search engines read it there. The
 * server loads its code before rendering; the browser never downloads it and renders the same
 * element empty. React does not rewrite `dangerouslySetInnerHTML` on hydration, so the server's
 * data stays in the page; a page reached by client navigation carries an empty block.
 */
export function serverOnlyStructuredData<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  loadOnServer(async () => {
    loaded ??= await load();
  });
  return function PageStructuredData(props: P) {
    const Section = loaded;
    return Section ? (
      createElement(Section, props)
    ) : (
      <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
    );
  };
}
