import { features } from '../../content/homeSectionsData';
import { useMessages } from '../../i18n/messages';
import { IconCardGrid } from '../ui/IconCardGrid';
import { iconCards } from '../ui/iconCards';
import { Section } from '../ui/Section';

/** The six feature cards of the home page. */
export function FeatureGrid() {
  const words = useMessages('homeSections').group('featuresSection');
  return (
    <Section id="features" title={words.title} lead={words.lead} tone="tinted">
      <IconCardGrid items={iconCards(features, words.features)} columns={3} />
    </Section>
  );
}
