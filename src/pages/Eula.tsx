import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { endUserLicenseAgreement } from '../content/legal/eula';

export default function EulaPage() {
  return <LegalDocumentPage content={endUserLicenseAgreement} />;
}
