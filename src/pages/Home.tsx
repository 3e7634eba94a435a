import { deferredSection } from '../components/DeferredHydration';
import { HomeHero } from '../components/marketing/HomeHero';
import { StructuredData, usePageContext } from '../components/StructuredData';
import { loadDocumentBundles } from '../i18n/copy';
import { homeStructuredData } from '../lib/structuredData';
import type { PageProps } from '../pageRegistry';

// The sections' words load with their code, in the document's language.
const HomeSections = deferredSection(() =>
  Promise.all([import('../components/marketing/HomeSections'), loadDocumentBundles(['homeSections'])]).then(([module]) => module.default),
);

export default function HomePage({ meta: { heading, description } }: PageProps) {
  const page = usePageContext('/');
  return (
    <>
      <StructuredData data={homeStructuredData(page, description)} />
      <HomeHero heading={heading} />
      <HomeSections />
    </>
  );
}
