import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import type { PageProps } from '../pageRegistry';

export default function PrivacyPage({ meta: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} document="privacy" />;
}
