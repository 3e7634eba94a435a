import { deferredSection } from '../app/deferred';
import { buttonStyles } from '../components/ui/Button';
import { PageIntro } from '../components/ui/PageIntro';
import { StatGrid } from '../components/ui/StatGrid';
import { QUOTE_SECTION_ID } from '../content/businessAnchors';
import { belowTheFold } from '../i18n/messageParts';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** The opening's picture: a sample of what is delivered, drawn like the phones. */
const DeliveryPreview = deferredSection(() => import('../components/business/DeliveryPreview').then((module) => module.DeliveryPreview));

/**
 * Everything below the opening, the quote form included: its code and its words come as hydration
 * reaches them. Until then its links are plain links and the form a plain one.
 */
const BusinessSections = deferredSection(
  () => import('../components/business/BusinessSections').then((module) => module.BusinessSections),
  { messages: [belowTheFold('business')] },
);

/**
 * /business: the offer to data buyers, then its proof, then the quote form. The opening shows a
 * sample of what is delivered beside the pitch; its figures, the benefits and what can be labeled come next; how a project runs, how quality and contributors'
 * data are kept, and what is delivered answer a buyer's questions in the order they ask them, each
 * ending with the way down to the form.
 */
export default function BusinessPage({ meta: { heading } }: PageProps) {
  const t = useMessages('business');
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
      <BusinessSections />
    </>
  );
}
