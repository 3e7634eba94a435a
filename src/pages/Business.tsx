import { BusinessStats } from '../components/business/BusinessStats';
import { IconCardGrid } from '../components/ui/IconCardGrid';
import { QuoteForm } from '../components/business/QuoteForm';
import { buttonStyles } from '../components/ui/Button';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { benefits, benefitsSection, businessIntro, questTypes, questTypesSection, quoteFormCopy } from '../content/business';

const QUOTE_SECTION_ID = 'quote';

const benefitCards = benefits.map((benefit) => ({ key: benefit.title, ...benefit }));
const questTypeCards = questTypes.map(({ id, name, ...card }) => ({ key: id, title: name, ...card }));

/** /business: the offer to data buyers and the quote form. */
export default function BusinessPage() {
  return (
    <>
      <PageIntro eyebrow={businessIntro.eyebrow} lead={businessIntro.lead}>
        <a href={`#${QUOTE_SECTION_ID}`} css={buttonStyles({ variant: 'primary', size: 'lg' })}>
          {businessIntro.primaryAction}
        </a>
        <BusinessStats />
      </PageIntro>
      <Section id="benefits" title={benefitsSection.title} lead={benefitsSection.lead}>
        <IconCardGrid items={benefitCards} columns={2} />
      </Section>
      <Section id="quest-types" title={questTypesSection.title} lead={questTypesSection.lead} tone="tinted">
        <IconCardGrid items={questTypeCards} columns={3} />
      </Section>
      <Section id={QUOTE_SECTION_ID} title={quoteFormCopy.title} lead={quoteFormCopy.lead}>
        <QuoteForm />
      </Section>
    </>
  );
}
