import { serverOnlyStructuredData } from '../app/structuredData';
import { BenefitStrip } from '../components/marketing/BenefitStrip';
import { StoreCards, WebAccountLinks } from '../components/marketing/stores';
import { AppPhone } from '../components/phone/AppPhone';
import { PageIntro } from '../components/ui/PageIntro';
import { iconCards } from '../components/ui/iconCards';
import { Section } from '../components/ui/Section';
import { appBenefits } from '../content/appDownloadData';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = serverOnlyStructuredData(() =>
  import('../components/seo/PageStructuredData').then((module) => module.AppDownloadStructuredData),
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
      <Section id="benefits" title={t('benefitsTitle')} tone="tinted">
        <BenefitStrip benefits={iconCards(appBenefits, t.group('benefits'))} />
      </Section>
      <WebAccountLinks />
    </>
  );
}
