import { ArrowRight } from 'lucide-react';
import { FaqDisclosureList } from '../components/marketing/FaqDisclosureList';
import { StepList } from '../components/marketing/StepList';
import { ButtonLink } from '../components/ui/Button';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { StructuredData, usePageContext } from '../components/StructuredData';
import { useCopy } from '../i18n/copy';
import { faqStructuredData } from '../lib/structuredData';
import type { PageProps } from '../pageRegistry';

export default function HowItWorksPage({ meta: { heading } }: PageProps) {
  const { faqSection, howItWorksIntro } = useCopy('howItWorks');
  const page = usePageContext('/how-it-works');
  return (
    <>
      <StructuredData data={[faqStructuredData(page, faqSection.items)]} />
      <PageIntro heading={heading} eyebrow={howItWorksIntro.eyebrow} lead={howItWorksIntro.lead}>
        <ButtonLink to={howItWorksIntro.action.to} size="lg">
          {howItWorksIntro.action.label}
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
