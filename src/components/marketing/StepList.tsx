import { stepsSection as content } from '../../content/howItWorks';
import { IconCardGrid } from '../ui/IconCardGrid';
import { Section } from '../ui/Section';

const stepCards = content.steps.map(({ step, details, ...card }) => ({ key: step, number: step, points: details, ...card }));

/** The four numbered steps from sign-up to rewards, as an ordered list of cards. */
export function StepList() {
  return (
    <Section id="steps" title={content.title} lead={content.lead}>
      <IconCardGrid items={stepCards} columns={4} variant="steps" />
    </Section>
  );
}
