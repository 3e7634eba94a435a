import { StructuredData, usePageContext } from './structuredData';
import type { FaqItem } from '../../content/faq';
import { useMessages } from '../../i18n/messages';
import { appStructuredData, faqStructuredData, homeStructuredData } from '../../lib/structuredData';

/*
 * Each page's JSON-LD, in the page's language. Search engines read it from the server's HTML;
 * nothing in the browser needs it, so pages mount these with `serverOnlyStructuredData`
 * (src/components/seo/structuredData.tsx): the browser never downloads this code.
 */

/** The page's description is its own (`meta`), passed by the page. */
export function HomeStructuredData({ description }: { description: string }) {
  return <StructuredData data={homeStructuredData(usePageContext('/'), description)} />;
}

export function HowItWorksStructuredData() {
  const items = Object.values(useMessages('howItWorks').group('faqSection.items'));
  return <StructuredData data={faqStructuredData(usePageContext('/how-it-works'), items)} />;
}

/** The help centre's questions as its view shows them (its category or search). */
export function FaqStructuredData({ questions }: { questions: readonly FaqItem[] }) {
  return <StructuredData data={faqStructuredData(usePageContext('/community'), questions)} />;
}

export function AppDownloadStructuredData({ description }: { description: string }) {
  return <StructuredData data={appStructuredData(usePageContext('/app-download'), description)} />;
}
