import { CommunityChannels } from '../components/help/CommunityChannels';
import { FaqBrowser } from '../components/help/FaqBrowser';
import { SupportForm } from '../components/help/SupportForm';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { communitySections } from '../content/navigation';
import { useWords } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** /community and /support: community channels, the searchable FAQ and the support form. */
export default function CommunityPage({ meta: { heading } }: PageProps) {
  const { communityChannelsHeading, communityIntro, faq, supportForm } = useWords('community');
  return (
    <>
      <PageIntro heading={heading} eyebrow={communityIntro.eyebrow} lead={communityIntro.lead} />
      <Section id={communitySections.channels} title={communityChannelsHeading}>
        <CommunityChannels />
      </Section>
      <Section id={communitySections.faq} title={faq.title} lead={faq.lead} tone="tinted">
        <FaqBrowser />
      </Section>
      <Section id={communitySections.contact} title={supportForm.title} lead={supportForm.lead}>
        <SupportForm />
      </Section>
    </>
  );
}
