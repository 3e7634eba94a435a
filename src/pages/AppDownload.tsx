import { serverOnlyStructuredData } from '../app/structuredData';
import { BenefitStrip } from '../components/marketing/BenefitStrip';
import { StoreCards } from '../components/marketing/StoreCards';
import { WebAccountLinks } from '../components/marketing/WebAccountLinks';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { useWords } from '../i18n/words';
import type { PageProps } from '../app/pages';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = serverOnlyStructuredData(() => import('../components/seo/PageStructuredData').then((module) => module.AppDownloadStructuredData));

export default function AppDownloadPage({ meta: { heading } }: PageProps) {
  const content = useWords('appDownload');
  return (
    <>
      <StructuredData />
      <PageIntro heading={heading} eyebrow={content.eyebrow} lead={content.lead} />
      <Section id="stores" title={content.storesTitle} lead={content.storesLead}>
        <StoreCards />
      </Section>
      <Section id="benefits" title={content.benefitsTitle} tone="tinted">
        <BenefitStrip benefits={content.benefits} />
      </Section>
      <WebAccountLinks />
    </>
  );
}
