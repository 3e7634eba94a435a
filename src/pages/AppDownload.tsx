import { BenefitStrip } from '../components/marketing/BenefitStrip';
import { StoreCards } from '../components/marketing/StoreCards';
import { WebAccountLinks } from '../components/marketing/WebAccountLinks';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { StructuredData, usePageContext } from '../components/StructuredData';
import { useCopy } from '../i18n/copy';
import { appStructuredData } from '../lib/structuredData';
import type { PageProps } from '../pageRegistry';

export default function AppDownloadPage({ meta: { heading, description } }: PageProps) {
  const content = useCopy('appDownload');
  const page = usePageContext('/app-download');
  return (
    <>
      <StructuredData data={[appStructuredData(page, description)]} />
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
