import { CommunityChannels } from '../components/help/CommunityChannels';
import { FaqBrowser } from '../components/help/FaqBrowser';
import { SupportForm } from '../components/help/SupportForm';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { communitySections } from '../content/navigation';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** /community and /support: community channels, the searchable FAQ and the support form. */
export default function CommunityPage({ meta: { heading } }: PageProps) {
  const t = useMessages('community');
  return (
    <>
      <PageIntro heading={heading} eyebrow={t('communityIntro.eyebrow')} lead={t('communityIntro.lead')} />
      <Section id={communitySections.channels} title={t('communityChannelsHeading')}>
        <CommunityChannels />
      </Section>
      <Section id={communitySections.faq} title={t('faq.title')} lead={t('faq.lead')} tone="tinted">
        <FaqBrowser />
      </Section>
      <Section id={communitySections.contact} title={t('supportForm.title')} lead={t('supportForm.lead')}>
        <SupportForm />
      </Section>
    </>
  );
}
