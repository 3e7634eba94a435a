import { QuoteForm } from '../components/business/QuoteForm';
import { buttonStyles } from '../components/ui/Button';
import { IconCardGrid } from '../components/ui/IconCardGrid';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { StatGrid, statItem } from '../components/ui/StatGrid';
import { questTypes } from '../content/businessData';
import { useWords } from '../i18n/words';
import type { PageProps } from '../app/pages';

const QUOTE_SECTION_ID = 'quote';

/** /business: the offer to data buyers and the quote form. */
export default function BusinessPage({ meta: { heading } }: PageProps) {
  const copy = useWords('business');
  const stats = copy.businessStats.map(statItem);
  const benefitCards = copy.benefits.map((benefit) => ({ key: benefit.title, ...benefit }));
  const questTypeCards = questTypes.map(({ id, icon, tone }) => ({
    key: id,
    icon,
    tone,
    title: copy.questTypes[id].name,
    description: copy.questTypes[id].description,
  }));
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={copy.businessIntro.eyebrow}
        lead={copy.businessIntro.lead}
        wide={<StatGrid stats={stats} variant="raised" label={copy.businessStatsLabel} />}
      >
        <a href={`#${QUOTE_SECTION_ID}`} css={buttonStyles({ variant: 'primary', size: 'lg' })}>
          {copy.businessIntro.primaryAction}
        </a>
      </PageIntro>
      <Section id="benefits" title={copy.benefitsSection.title} lead={copy.benefitsSection.lead}>
        <IconCardGrid items={benefitCards} columns={2} />
      </Section>
      <Section id="quest-types" title={copy.questTypesSection.title} lead={copy.questTypesSection.lead} tone="tinted">
        <IconCardGrid items={questTypeCards} columns={3} />
      </Section>
      <Section id={QUOTE_SECTION_ID} title={copy.quoteFormCopy.title} lead={copy.quoteFormCopy.lead}>
        <QuoteForm />
      </Section>
    </>
  );
}
