import { deferredSection } from '../app/deferred';
import { serverOnlyStructuredData } from '../components/seo/structuredData';
import { AppPhone } from '../components/phone/AppPhone';
import { PageIntro } from '../components/ui/PageIntro';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = serverOnlyStructuredData(() =>
  import('../components/seo/PageStructuredData').then((module) => module.AppDownloadStructuredData),
);

/** The stores' cards in the opening, each its badge and QR code: links, their code coming as hydration reaches them. */
const StoreCards = deferredSection(() => import('../components/marketing/StoreCards').then((module) => module.StoreCards));

/** The benefits and the web account's links below the opening: their code comes as hydration reaches them. */
const AppDownloadSections = deferredSection(() =>
  import('../components/marketing/AppDownloadSections').then((module) => module.AppDownloadSections),
);

/** /app-download: the stores first, in the opening beside the app's quest list, so the page downloads on its first screen. */
export default function AppDownloadPage({ meta: { heading, description } }: PageProps) {
  const t = useMessages('appDownload');
  return (
    <>
      <StructuredData description={description} />
      <PageIntro heading={heading} eyebrow={t('eyebrow')} lead={t('lead')} aside={<AppPhone screen="questList" arrival="load" />}>
        <StoreCards spot="hero" />
      </PageIntro>
      <AppDownloadSections />
    </>
  );
}
