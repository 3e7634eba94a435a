import { steps } from '../../content/howItWorksData';
import { useWords } from '../../i18n/words';
import { IconCardGrid } from '../ui/IconCardGrid';
import { iconCards } from '../ui/iconCards';
import { Section } from '../ui/Section';

/** The four numbered steps from sign-up to rewards, as an ordered list of cards. */
export function StepList() {
  const words = useWords('howItWorks').stepsSection;
  const stepCards = iconCards(steps, words.steps).map((card, index) => ({ ...card, number: String(index + 1).padStart(2, '0') }));
  return (
    <Section id="steps" title={words.title} lead={words.lead}>
      <IconCardGrid items={stepCards} columns={4} variant="steps" />
    </Section>
  );
}
