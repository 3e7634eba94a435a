import { Deliverables } from '../components/business/Deliverables';
import { ProjectSteps } from '../components/business/ProjectSteps';
import { ProofPanels } from '../components/business/ProofPanels';
import { QuoteForm } from '../components/business/QuoteForm';
import { buttonStyles } from '../components/ui/Button';
import { IconCardGrid } from '../components/ui/IconCardGrid';
import { iconCards } from '../components/ui/iconCards';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { StatGrid, statItem } from '../components/ui/StatGrid';
import { businessBenefits, QUOTE_SECTION_ID, questTypes } from '../content/businessData';
import { useWords } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/**
 * /business: the offer to data buyers, then its proof, then the quote form. The pitch (figures,
 * benefits) and what can be labeled come first; how a project runs, how quality and contributors'
 * data are kept, and what is delivered answer a buyer's questions in the order they ask them, each
 * ending with the way down to the form.
 */
export default function BusinessPage({ meta: { heading } }: PageProps) {
  const words = useWords('business');
  const stats = words.businessStats.map(statItem);
  const questTypeCards = questTypes.map(({ id, icon }) => ({
    key: id,
    icon,
    title: words.questTypes[id].name,
    description: words.questTypes[id].description,
  }));
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={words.businessIntro.eyebrow}
        lead={words.businessIntro.lead}
        wide={<StatGrid stats={stats} variant="raised" label={words.businessStatsLabel} />}
      >
        <a href={`#${QUOTE_SECTION_ID}`} css={buttonStyles({ variant: 'primary', size: 'lg' })}>
          {words.businessIntro.primaryAction}
        </a>
      </PageIntro>
      <Section id="benefits" title={words.benefitsSection.title} lead={words.benefitsSection.lead}>
        <IconCardGrid items={iconCards(businessBenefits, words.benefits)} columns={2} />
      </Section>
      <Section id="quest-types" title={words.questTypesSection.title} lead={words.questTypesSection.lead} tone="tinted">
        <IconCardGrid items={questTypeCards} columns={3} />
      </Section>
      <ProjectSteps />
      <ProofPanels />
      <Deliverables />
      <Section id={QUOTE_SECTION_ID} title={words.quoteForm.title} lead={words.quoteForm.lead} tone="tinted">
        <QuoteForm />
      </Section>
    </>
  );
}
