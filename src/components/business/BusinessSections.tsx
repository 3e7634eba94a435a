import { QUOTE_SECTION_ID } from '../../content/businessAnchors';
import { businessBenefits, questTypes } from '../../content/businessData';
import { useMessages } from '../../i18n/messages';
import { StickyAsk } from '../marketing/StickyAsk';
import { IconCardGrid } from '../ui/IconCardGrid';
import { iconCards } from '../ui/iconCards';
import { Section } from '../ui/Section';
import { Deliverables } from './Deliverables';
import { ProjectSteps } from './ProjectSteps';
import { ProofPanels } from './ProofPanels';
import { QuoteForm } from './QuoteForm';

/**
 * Below the business page's opening: the benefits and what can be labeled, then how a project
 * runs, how quality and contributors' data are kept and what is delivered, each answering a buyer's
 * next question, and the quote form; on phones the bar that keeps the form in reach.
 */
export function BusinessSections() {
  const t = useMessages('business');
  const questTypeCards = questTypes.map(({ id, icon }) => ({
    key: id,
    icon,
    title: t(`questTypes.${id}.name`),
    description: t(`questTypes.${id}.description`),
  }));
  return (
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
  );
}
