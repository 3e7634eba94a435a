import { useWords } from '../../i18n/words';
import { IconCardGrid } from '../ui/IconCardGrid';
import { Section } from '../ui/Section';


/** The six feature cards of the home page. */
export function FeatureGrid() {
  const content = useWords('homeSections').featuresSection;
  const featureCards = content.features.map(({ gradient, features, ...feature }) => ({
    key: feature.title,
    tone: gradient,
    points: features,
    ...feature,
  }));
  return (
    <Section id="features" title={content.title} lead={content.lead} tone="tinted">
      <IconCardGrid items={featureCards} columns={3} />
    </Section>
  );
}
