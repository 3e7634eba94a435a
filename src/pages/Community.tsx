import styled from '@emotion/styled';
import { CommunityChannels } from '../components/help/CommunityChannels';
import { FaqBrowser } from '../components/help/FaqBrowser';
import { SupportForm } from '../components/help/SupportForm';
import { Eyebrow } from '../components/ui/Eyebrow';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { communitySections } from '../content/navigation';
import { useMessages } from '../i18n/messages';
import { mq, space } from '../styles/theme';
import type { PageProps } from '../app/pages';

const CHANNELS_HEADING_ID = `${communitySections.channels}-title`;

/** The channels' heading, small above their cards in the opening; beside the opening's words, the cards stand one above the other. */
const ChannelsHeading = styled(Eyebrow.withComponent('h2'))`
  margin-block-end: ${space[3]};
`;

const Channels = styled.section`
  ${mq.lg} {
    > ul {
      grid-template-columns: minmax(0, 1fr);
      gap: ${space[4]};
    }
  }
`;

/** /community and /support: the community channels in the opening, then the searchable FAQ and the support form. */
export default function CommunityPage({ meta: { heading } }: PageProps) {
  const t = useMessages('community');
  return (
    <>
      <PageIntro
        heading={heading}
        eyebrow={t('communityIntro.eyebrow')}
        lead={t('communityIntro.lead')}
        aside={
          <Channels id={communitySections.channels} aria-labelledby={CHANNELS_HEADING_ID}>
            <ChannelsHeading id={CHANNELS_HEADING_ID} tone="muted">
              {t('communityChannelsHeading')}
            </ChannelsHeading>
            <CommunityChannels />
          </Channels>
        }
      />
      <Section id={communitySections.faq} title={t('faq.title')} lead={t('faq.lead')} tone="tinted">
        <FaqBrowser />
      </Section>
      <Section id={communitySections.contact} title={t('supportForm.title')} lead={t('supportForm.lead')}>
        <SupportForm />
      </Section>
    </>
  );
}
