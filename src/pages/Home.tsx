import { deferredSection } from '../components/DeferredHydration';
import { HomeHero } from '../components/marketing/HomeHero';
import { StructuredData, usePageContext } from '../components/StructuredData';
import { homeStructuredData } from '../lib/structuredData';
import type { PageProps } from '../pageRegistry';

const HomeSections = deferredSection(() => import('../components/marketing/HomeSections').then((module) => module.default));

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
