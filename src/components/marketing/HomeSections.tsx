import { finalCallToActionTargets } from '../../content/homeSectionsData';
import { useMessages } from '../../i18n/messages';
import { CallToAction } from './CallToAction';
import { FeatureGrid } from './FeatureGrid';
import { PartnerStrip } from './PartnerStrip';
import { StatsBand } from './StatsBand';
import { StickyAsk } from './StickyAsk';
import { Testimonials } from './Testimonials';

/** Everything on the home page below the hero, and on phones the bar that keeps the download in reach. */
export default function HomeSections() {
  const { title, lead, primaryAction, secondaryAction } = useMessages('homeSections').group('finalCallToAction');
  return (
    <StickyAsk label={primaryAction} to={finalCallToActionTargets.primary}>
      <PartnerStrip />
      <FeatureGrid />
      <StatsBand />
      <Testimonials />
      <CallToAction
        id="get-started"
        title={title}
        lead={lead}
        primaryAction={{ label: primaryAction, to: finalCallToActionTargets.primary }}
        secondaryAction={{ label: secondaryAction, to: finalCallToActionTargets.secondary }}
      />
    </StickyAsk>
  );
}
