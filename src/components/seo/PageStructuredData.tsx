import { StructuredData, usePageContext } from '../../app/structuredData';
import { useWords } from '../../i18n/words';
import { appStructuredData, faqStructuredData, homeStructuredData } from '../../lib/structuredData';

/*
 * Each page's JSON-LD, in the page's language. Search engines read it from the server's HTML;
 * nothing in the browser needs it, so pages mount these with `serverOnlyStructuredData`
 * (src/app/structuredData.tsx): the browser never downloads this code.
 */

export function HomeStructuredData() {
  const { description } = useWords('shell').pages.Home;
  return <StructuredData data={homeStructuredData(usePageContext('/'), description)} />;
}

export function HowItWorksStructuredData() {
  const { items } = useWords('howItWorks').faqSection;
  return <StructuredData data={faqStructuredData(usePageContext('/how-it-works'), items)} />;
}

export function CommunityStructuredData() {
  const { faqItems } = useWords('community');
  return <StructuredData data={faqStructuredData(usePageContext('/community'), faqItems)} />;
}

export function AppDownloadStructuredData() {
  const { description } = useWords('shell').pages.AppDownload;
  return <StructuredData data={appStructuredData(usePageContext('/app-download'), description)} />;
}
