import { deferredSection, structuredDataSection } from '../components/DeferredHydration';
import { HomeHero } from '../components/marketing/HomeHero';
import { loadDocumentBundles } from '../i18n/words';
import type { PageProps } from '../pageRegistry';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = structuredDataSection(() => import('../components/PageStructuredData').then((module) => module.HomeStructuredData));

// The sections' words load with their code, in the document's language.
const HomeSections = deferredSection(() =>
  Promise.all([import('../components/marketing/HomeSections'), loadDocumentBundles(['homeSections'])]).then(([module]) => module.default),
);

export default function HomePage({ meta: { heading } }: PageProps) {
  return (
    <>
      <StructuredData />
      <HomeHero heading={heading} />
      <HomeSections />
    </>
  );
}
