import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import type { PageProps } from '../app/pages';

export default function PrivacyPage({ meta: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} document="privacy" />;
}
