import { useWords } from '../../i18n/words';
import { IconCardGrid } from '../ui/IconCardGrid';
import { Section } from '../ui/Section';

/** The four numbered steps from sign-up to rewards, as an ordered list of cards. */
export function StepList() {
  const content = useWords('howItWorks').stepsSection;
  const stepCards = content.steps.map(({ step, details, ...card }) => ({ key: step, number: step, points: details, ...card }));
  return (
    <Section id="steps" title={content.title} lead={content.lead}>
      <IconCardGrid items={stepCards} columns={4} variant="steps" />
    </Section>
  );
}
