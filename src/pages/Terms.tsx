import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { usePageRoute } from '../components/PageRoute';
import { termsOfService } from '../content/legal/terms';

export default function TermsPage() {
  const { heading } = usePageRoute();
  return <LegalDocumentPage heading={heading} content={termsOfService} />;
}
