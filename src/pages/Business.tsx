import { Deliverables } from '../components/business/Deliverables';
import { DeliveryPreview } from '../components/business/DeliveryPreview';
import { ProjectSteps } from '../components/business/ProjectSteps';
import { ProofPanels } from '../components/business/ProofPanels';
import { QuoteForm } from '../components/business/QuoteForm';
import { StickyAsk } from '../components/marketing/StickyAsk';
import { buttonStyles } from '../components/ui/Button';
import { IconCardGrid } from '../components/ui/IconCardGrid';
import { iconCards } from '../components/ui/iconCards';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { StatGrid } from '../components/ui/StatGrid';
import { businessBenefits, QUOTE_SECTION_ID, questTypes } from '../content/businessData';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/**
 * /business: the offer to data buyers, then its proof, then the quote form. The opening shows a
 * sample of what is delivered beside the pitch; its figures, the benefits and what can be labeled come next; how a project runs, how quality and contributors'
 * data are kept, and what is delivered answer a buyer's questions in the order they ask them, each
 * ending with the way down to the form.
 */
export default function BusinessPage({ meta: { heading } }: PageProps) {
  const t = useMessages('business');
  const questTypeCards = questTypes.map(({ id, icon }) => ({
    key: id,
    icon,
    title: t(`questTypes.${id}.name`),
    description: t(`questTypes.${id}.description`),
  }));
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={t('businessIntro.eyebrow')}
        lead={t('businessIntro.lead')}
        aside={<DeliveryPreview />}
        wide={<StatGrid stats={Object.values(t.group('businessStats'))} variant="raised" label={t('businessStatsLabel')} />}
      >
        <a href={`#${QUOTE_SECTION_ID}`} css={buttonStyles({ variant: 'primary', size: 'lg' })}>
          {t('businessIntro.primaryAction')}
        </a>
      </PageIntro>
      <StickyAsk label={t('businessIntro.primaryAction')} section={QUOTE_SECTION_ID}>
        <Section id="benefits" title={t('benefitsSection.title')} lead={t('benefitsSection.lead')}>
          <IconCardGrid items={iconCards(businessBenefits, t.group('benefits'))} columns={2} />
        </Section>
        <Section id="quest-types" title={t('questTypesSection.title')} lead={t('questTypesSection.lead')} tone="tinted">
          <IconCardGrid items={questTypeCards} columns={3} />
        </Section>
        <ProjectSteps />
        <ProofPanels />
        <Deliverables />
        <Section id={QUOTE_SECTION_ID} title={t('quoteForm.title')} lead={t('quoteForm.lead')} tone="tinted">
          <QuoteForm />
        </Section>
      </StickyAsk>
    </>
  );
}
