import { QuoteForm } from '../components/business/QuoteForm';
import { buttonStyles } from '../components/ui/Button';
import { IconCardGrid } from '../components/ui/IconCardGrid';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { StatGrid, statItem } from '../components/ui/StatGrid';
import {
  benefits,
  benefitsSection,
  businessIntro,
  businessStats,
  businessStatsLabel,
  questTypes,
  questTypesSection,
  quoteFormCopy,
} from '../content/business';
import type { PageProps } from '../pageRegistry';

const QUOTE_SECTION_ID = 'quote';

const stats = businessStats.map(statItem);
const benefitCards = benefits.map((benefit) => ({ key: benefit.title, ...benefit }));
const questTypeCards = questTypes.map(({ id, name, ...card }) => ({ key: id, title: name, ...card }));

/** /business: the offer to data buyers and the quote form. */
export default function BusinessPage({ route: { heading } }: PageProps) {
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={businessIntro.eyebrow}
        lead={businessIntro.lead}
        wide={<StatGrid stats={stats} variant="raised" label={businessStatsLabel} />}
      >
        <a href={`#${QUOTE_SECTION_ID}`} css={buttonStyles({ variant: 'primary', size: 'lg' })}>
          {businessIntro.primaryAction}
        </a>
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
