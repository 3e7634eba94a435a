import { SendToStore, StoreCards, WebAccountLinks } from '../components/marketing/stores';
import { PageIntro } from '../components/ui/PageIntro';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/**
 * /get, the one address for print and QR codes (decision 025): a phone goes on to its own store
 * with the campaign it came with, once the page runs; a computer, or a visitor without
 * JavaScript, sees both stores and the install code. The same document for everyone.
 */
export default function GetPage({ meta: { heading } }: PageProps) {
  const t = useMessages('appDownload');
  return (
    <>
      <PageIntro heading={heading} eyebrow={t('get.eyebrow')} lead={t('get.lead')} aside={<StoreCards spot="hero" />}>
        <SendToStore />
      </PageIntro>
      <WebAccountLinks />
    </>
  );
}
