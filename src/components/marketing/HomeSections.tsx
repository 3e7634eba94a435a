import { useWords } from '../../i18n/words';
import { CallToAction } from './CallToAction';
import { FeatureGrid } from './FeatureGrid';
import { PartnerStrip } from './PartnerStrip';
import { StatsBand } from './StatsBand';
import { Testimonials } from './Testimonials';

/** Everything on the home page below the hero. */
export default function HomeSections() {
  const { finalCallToAction } = useWords('homeSections');
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
