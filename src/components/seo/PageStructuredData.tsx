import { StructuredData, usePageContext } from '../../app/structuredData';
import { useWords } from '../../i18n/words';
import { appStructuredData, faqStructuredData, homeStructuredData } from '../../lib/structuredData';

/*
 * Each page's JSON-LD, in the page's language. Search engines read it from the server's HTML;
 * nothing in the browser needs it, so pages mount these with `serverOnlyStructuredData`
 * (src/app/structuredData.tsx): the browser never downloads this code.
 */

/** The page's description is its own (`meta`), passed by the page. */
export function HomeStructuredData({ description }: { description: string }) {
  return <StructuredData data={homeStructuredData(usePageContext('/'), description)} />;
}

export function HowItWorksStructuredData() {
  const { items } = useWords('howItWorks').faqSection;
  return <StructuredData data={faqStructuredData(usePageContext('/how-it-works'), items)} />;
}

export function CommunityStructuredData() {
  // Every question, category by category: each language writes its categories in the help
  // centre's order (tests/unit/faqFilter.test.ts). Not through `faqItemsOf`, whose module the
  // page's own code would then share with this server-only one as a chunk of its own.
  const { faqItems } = useWords('community');
  return <StructuredData data={faqStructuredData(usePageContext('/community'), Object.values(faqItems).flat())} />;
}

export function AppDownloadStructuredData({ description }: { description: string }) {
  return <StructuredData data={appStructuredData(usePageContext('/app-download'), description)} />;
}
