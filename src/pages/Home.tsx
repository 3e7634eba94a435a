import { CallToAction } from '../components/marketing/CallToAction';
import { FeatureGrid } from '../components/marketing/FeatureGrid';
import { HomeHero } from '../components/marketing/HomeHero';
import { PartnerStrip } from '../components/marketing/PartnerStrip';
import { StatsBand } from '../components/marketing/StatsBand';
import { Testimonials } from '../components/marketing/Testimonials';
import { finalCallToAction } from '../content/home';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <PartnerStrip />
      <FeatureGrid />
      <StatsBand />
      <Testimonials />
      <CallToAction id="get-started" {...finalCallToAction} />
    </>
  );
}
