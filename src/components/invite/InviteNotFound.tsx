import styled from '@emotion/styled';
import { useSiteConfig } from '../../app/siteConfig';
import { useMessages } from '../../i18n/messages';
import { color, space, text, weight } from '../../styles/theme';
import { PageIntro } from '../ui/PageIntro';
import { ScanCard, StoreBadges } from './deferredParts';

const Stores = styled.div`
  display: grid;
  gap: ${space[2]};
  > p {
    color: ${color.textMuted};
    font-size: ${text.sm};
    font-weight: ${weight.medium};
  }
`;

const STORES_LABEL_ID = 'invite-not-found-stores';

/**
 * An invite address whose code is missing or not one (a 404): what went wrong and what to do,
 * and the app all the same: the store badges, and on a wide screen the install code.
 */
export function InviteNotFound() {
  const t = useMessages('invite');
  const code = useSiteConfig().installCode;
  const words = t.group('notFound');
  return (
    <PageIntro
      heading={words.heading}
      eyebrow={words.eyebrow}
      lead={words.lead}
      aside={code ? <ScanCard code={code} label={words.scanLabel} caption={words.scanCaption} /> : null}
    >
      <Stores>
        <p id={STORES_LABEL_ID}>{t('storesLabel')}</p>
        <StoreBadges labelledBy={STORES_LABEL_ID} spot="not-found" />
      </Stores>
    </PageIntro>
  );
}
