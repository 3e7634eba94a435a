import { structuredDataSection } from '../components/DeferredHydration';
import { ArrowRight } from 'lucide-react';
import { FaqDisclosureList } from '../components/marketing/FaqDisclosureList';
import { StepList } from '../components/marketing/StepList';
import { ButtonLink } from '../components/ui/Button';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { howItWorksAction } from '../content/howItWorksData';
import { useWords } from '../i18n/words';
import type { PageProps } from '../pageRegistry';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = structuredDataSection(() => import('../components/PageStructuredData').then((module) => module.HowItWorksStructuredData));

export default function HowItWorksPage({ meta: { heading } }: PageProps) {
  const { faqSection, howItWorksIntro } = useWords('howItWorks');
  return (
    <>
      <StructuredData />
      <PageIntro heading={heading} eyebrow={howItWorksIntro.eyebrow} lead={howItWorksIntro.lead}>
        <ButtonLink to={howItWorksAction} size="lg">
          {howItWorksIntro.action}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </PageIntro>
      <StepList />
      <Section id="faq" title={faqSection.title} lead={faqSection.lead} tone="tinted">
        <FaqDisclosureList items={faqSection.items} />
      </Section>
    </>
  );
}
