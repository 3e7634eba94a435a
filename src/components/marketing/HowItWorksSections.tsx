import { howItWorksAction } from '../../content/howItWorksData';
import { useMessages } from '../../i18n/messages';
import { Section } from '../ui/Section';
import { FaqDisclosureList } from './FaqDisclosureList';
import { StepList } from './StepList';
import { StickyAsk } from './StickyAsk';

/** Below the how-it-works opening: each step with its screen, the questions people ask, and on phones the bar that keeps the download in reach. */
export function HowItWorksSections() {
  const t = useMessages('howItWorks');
  return (
    <StickyAsk label={t('howItWorksIntro.action')} to={howItWorksAction}>
      <StepList />
      <Section id="faq" title={t('faqSection.title')} lead={t('faqSection.lead')} tone="tinted">
        <FaqDisclosureList items={Object.values(t.group('faqSection.items'))} />
      </Section>
    </StickyAsk>
  );
}
