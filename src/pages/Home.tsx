import { deferredSection } from '../components/DeferredHydration';
import { HomeHero } from '../components/marketing/HomeHero';
import { usePageRoute } from '../components/PageRoute';

const HomeSections = deferredSection(() => import('../components/marketing/HomeSections').then((module) => module.default));

export default function HomePage() {
  const { heading } = usePageRoute();
  return (
    <>
      <HomeHero heading={heading} />
      <HomeSections />
    </>
  );
}
