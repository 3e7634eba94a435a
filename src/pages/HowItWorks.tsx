import { serverOnlyStructuredData } from '../app/structuredData';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { FaqDisclosureList } from '../components/marketing/FaqDisclosureList';
import { StepIndex } from '../components/marketing/StepIndex';
import { StepList } from '../components/marketing/StepList';
import { StickyAsk } from '../components/marketing/StickyAsk';
import { ButtonLink } from '../components/ui/Button';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { howItWorksAction, steps, type StepId } from '../content/howItWorksData';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = serverOnlyStructuredData(() =>
  import('../components/seo/PageStructuredData').then((module) => module.HowItWorksStructuredData),
);

export default function HowItWorksPage({ meta: { heading } }: PageProps) {
  const t = useMessages('howItWorks');
  const howItWorksIntro = t.group('howItWorksIntro');
  const stepTitles = Object.fromEntries(steps.map(({ id }) => [id, t(`stepsSection.steps.${id}.title`)])) as Record<StepId, string>;
  return (
    <>
      <StructuredData />
      <PageIntro heading={heading} eyebrow={howItWorksIntro.eyebrow} lead={howItWorksIntro.lead} aside={<StepIndex titles={stepTitles} />}>
        <ButtonLink to={howItWorksAction} size="lg">
          {howItWorksIntro.action}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </PageIntro>
      <StickyAsk label={howItWorksIntro.action} to={howItWorksAction}>
        <StepList />
        <Section id="faq" title={t('faqSection.title')} lead={t('faqSection.lead')} tone="tinted">
          <FaqDisclosureList items={Object.values(t.group('faqSection.items'))} />
        </Section>
      </StickyAsk>
    </>
  );
}
