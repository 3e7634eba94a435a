import { deferredSection } from '../components/DeferredHydration';
import { HomeHero } from '../components/marketing/HomeHero';
import type { PageProps } from '../pageRegistry';

const HomeSections = deferredSection(() => import('../components/marketing/HomeSections').then((module) => module.default));

export default function HomePage({ meta: { heading } }: PageProps) {
  return (
    <>
      <HomeHero heading={heading} />
      <HomeSections />
    </>
  );
}
