import { featuresSection as content } from '../../content/home';
import { IconCardGrid } from '../ui/IconCardGrid';
import { Section } from '../ui/Section';

const featureCards = content.features.map(({ gradient, features, ...feature }) => ({
  key: feature.title,
  tone: gradient,
  points: features,
  ...feature,
}));

/** The six feature cards of the home page. */
export function FeatureGrid() {
  return (
    <Section id="features" title={content.title} lead={content.lead} tone="tinted">
      <IconCardGrid items={featureCards} columns={3} />
    </Section>
  );
}
