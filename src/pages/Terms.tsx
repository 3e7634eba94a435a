import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { termsOfService } from '../content/legal/terms';
import type { PageProps } from '../pageRegistry';

export default function TermsPage({ route: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} content={termsOfService} />;
}
