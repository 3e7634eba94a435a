import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { termsOfService } from '../content/legal/terms';

export default function TermsPage() {
  return <LegalDocumentPage content={termsOfService} />;
}
