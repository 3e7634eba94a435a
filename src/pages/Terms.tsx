import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import type { PageProps } from '../pageRegistry';

export default function TermsPage({ meta: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} document="terms" />;
}
