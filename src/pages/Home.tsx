import { deferredSection } from '../components/DeferredHydration';
import { HomeHero } from '../components/marketing/HomeHero';

const HomeSections = deferredSection(() => import('../components/marketing/HomeSections').then((module) => module.default));

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeSections />
    </>
  );
}
