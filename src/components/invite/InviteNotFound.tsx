import { useSiteConfig } from '../../app/siteConfig';
import { useMessages } from '../../i18n/messages';
import { PageIntro } from '../ui/PageIntro';
import { ScanCard } from './deferredParts';
import { InviteStores } from './InviteStores';

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
      <InviteStores spot="not-found" />
    </PageIntro>
  );
}
