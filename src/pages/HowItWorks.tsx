import { deferredSection } from '../app/deferred';
import { serverOnlyStructuredData } from '../components/seo/structuredData';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { ButtonLink } from '../components/ui/Button';
import { PageIntro } from '../components/ui/PageIntro';
import { howItWorksAction } from '../content/howItWorksData';
import { belowTheFold } from '../i18n/messageParts';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = serverOnlyStructuredData(() =>
  import('../components/seo/PageStructuredData').then((module) => module.HowItWorksStructuredData),
);

/** The opening's index of the steps: links down the page. */
const StepIndex = deferredSection(() => import('../components/marketing/StepIndex').then((module) => module.StepIndex));

/** The steps, the questions and the bar below the opening: links and words, their code and words coming as hydration reaches them. */
const HowItWorksSections = deferredSection(
  () => import('../components/marketing/HowItWorksSections').then((module) => module.HowItWorksSections),
  { messages: [belowTheFold('howItWorks')] },
);

export default function HowItWorksPage({ meta: { heading } }: PageProps) {
  const t = useMessages('howItWorks');
  const howItWorksIntro = t.group('howItWorksIntro');
  return (
    <>
      <StructuredData />
      <PageIntro heading={heading} eyebrow={howItWorksIntro.eyebrow} lead={howItWorksIntro.lead} aside={<StepIndex />}>
        <ButtonLink to={howItWorksAction} size="lg">
          {howItWorksIntro.action}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </PageIntro>
      <HowItWorksSections />
    </>
  );
}
