import { appBenefits } from '../../content/appDownloadData';
import { useMessages } from '../../i18n/messages';
import { iconCards } from '../ui/iconCards';
import { Section } from '../ui/Section';
import { BenefitStrip } from './BenefitStrip';
import { WebAccountLinks } from './WebAccountLinks';

/** Below the download page's opening: what the app gives, then the account on the web. */
export function AppDownloadSections() {
  const t = useMessages('appDownload');
  return (
    <>
      <Section id="benefits" title={t('benefitsTitle')} tone="tinted">
        <BenefitStrip benefits={iconCards(appBenefits, t.group('benefits'))} />
      </Section>
      <WebAccountLinks />
    </>
  );
}
