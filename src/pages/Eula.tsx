import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { usePageRoute } from '../components/PageRoute';
import { endUserLicenseAgreement } from '../content/legal/eula';

export default function EulaPage() {
  const { heading } = usePageRoute();
  return <LegalDocumentPage heading={heading} content={endUserLicenseAgreement} />;
}
