import { QuoteForm } from '../components/business/QuoteForm';
import { buttonStyles } from '../components/ui/Button';
import { IconCardGrid } from '../components/ui/IconCardGrid';
import { iconCards } from '../components/ui/iconCards';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { StatGrid, statItem } from '../components/ui/StatGrid';
import { businessBenefits, questTypes } from '../content/businessData';
import { useWords } from '../i18n/words';
import type { PageProps } from '../app/pages';

const QUOTE_SECTION_ID = 'quote';

/** /business: the offer to data buyers and the quote form. */
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
      <Section id={QUOTE_SECTION_ID} title={words.quoteForm.title} lead={words.quoteForm.lead}>
        <QuoteForm />
      </Section>
    </>
  );
}
