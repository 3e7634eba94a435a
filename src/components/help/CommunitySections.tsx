import { communitySections } from '../../content/communityAnchors';
import { useMessages } from '../../i18n/messages';
import { Section } from '../ui/Section';
import { FaqBrowser } from './FaqBrowser';
import { SupportForm } from './SupportForm';

/** Below the community page's opening: the searchable FAQ, then the support form. */
export function CommunitySections() {
  const t = useMessages('community');
  return (
    <>
      <Section id={communitySections.faq} title={t('faq.title')} lead={t('faq.lead')} tone="tinted">
        <FaqBrowser />
      </Section>
      <Section id={communitySections.contact} title={t('supportForm.title')} lead={t('supportForm.lead')}>
        <SupportForm />
      </Section>
    </>
  );
}
