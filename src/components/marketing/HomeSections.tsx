import { finalCallToAction } from '../../content/home';
import { CallToAction } from './CallToAction';
import { FeatureGrid } from './FeatureGrid';
import { PartnerStrip } from './PartnerStrip';
import { StatsBand } from './StatsBand';
import { Testimonials } from './Testimonials';

/** Everything on the home page below the hero. */
export default function HomeSections() {
  return (
    <>
      <PartnerStrip />
      <FeatureGrid />
      <StatsBand />
      <Testimonials />
      <CallToAction id="get-started" {...finalCallToAction} />
    </>
  );
}
