import styled from '@emotion/styled';
import { deferredSection } from '../app/deferred';
import { Eyebrow } from '../components/ui/Eyebrow';
import { PageIntro } from '../components/ui/PageIntro';
import { communitySections } from '../content/communityAnchors';
import { belowTheFold } from '../i18n/messageParts';
import { useMessages } from '../i18n/messages';
import { mq, space } from '../styles/theme';
import type { PageProps } from '../app/pages';

/** The channels in the opening: links to them. */
const CommunityChannels = deferredSection(() => import('../components/help/CommunityChannels').then((module) => module.CommunityChannels));

/**
 * The FAQ and the support form: their code and their words (the FAQ's questions) come as hydration
 * reaches them. Until then the search and the categories are a GET form to this page, the support
 * form a plain one.
 */
const CommunitySections = deferredSection(() => import('../components/help/CommunitySections').then((module) => module.CommunitySections), {
  messages: [belowTheFold('community')],
});

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
      <CommunitySections />
    </>
  );
}
