import { deferredSection } from '../app/deferred';
import { PageIntro } from '../components/ui/PageIntro';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** The stores' cards, each its badge and QR code: links, their code coming as hydration reaches them. */
const StoreCards = deferredSection(() => import('../components/marketing/StoreCards').then((module) => module.StoreCards));

/** On a phone, on to its store once the page runs: its code comes as hydration reaches its (silent) status line. */
const SendToStore = deferredSection(() => import('../components/marketing/SendToStore').then((module) => module.SendToStore));

/** The account on the web, below the opening: links, its code coming as hydration reaches it. */
const WebAccountLinks = deferredSection(() => import('../components/marketing/WebAccountLinks').then((module) => module.WebAccountLinks));

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
