import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { endUserLicenseAgreement } from '../content/legal/eula';
import type { PageProps } from '../pageRegistry';

export default function EulaPage({ route: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} content={endUserLicenseAgreement} />;
}
