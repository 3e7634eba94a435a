import styled from '@emotion/styled';
import { stepsSection as content } from '../../content/howItWorks';
import { space, text, weight } from '../../styles/theme';
import { Section } from '../ui/Section';
import { AccentCard } from './AccentCard';
import { CardGrid } from './CardGrid';
import { CheckList } from './CheckList';
import { accentColors, IconTile } from './IconTile';

const Title = styled.h3`
  display: grid;
  gap: ${space[1]};
`;

const StepNumber = styled.span<{ accent: string }>`
  color: ${({ accent }) => accent};
  font-size: ${text['2xl']};
  font-weight: ${weight.black};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.02em;
`;

/** The four numbered steps from sign-up to rewards, as an ordered list of cards. */
export function StepList() {
  return (
    <Section id="steps" title={content.title} lead={content.lead}>
      <CardGrid as="ol" columns={4}>
        {content.steps.map((step) => (
          <li key={step.step}>
            <AccentCard tone={step.tone}>
              <IconTile icon={step.icon} tone={step.tone} large />
              <Title>
                <StepNumber accent={accentColors[step.tone].strong}>{step.step}</StepNumber> {step.title}
              </Title>
              <p>{step.description}</p>
              <CheckList items={step.details} tone={step.tone} />
            </AccentCard>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
