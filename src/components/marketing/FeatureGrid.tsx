import { featuresSection as content } from '../../content/home';
import { Section } from '../ui/Section';
import { AccentCard } from './AccentCard';
import { CardGrid } from './CardGrid';
import { CheckList } from './CheckList';
import { IconTile } from './IconTile';

/** The six feature cards of the home page. */
export function FeatureGrid() {
  return (
    <Section id="features" title={content.title} lead={content.lead} tone="tinted">
      <CardGrid columns={3}>
        {content.features.map((feature) => (
          <li key={feature.title}>
            <AccentCard tone={feature.gradient}>
              <IconTile icon={feature.icon} tone={feature.gradient} />
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
              <CheckList items={feature.features} tone={feature.gradient} />
            </AccentCard>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
