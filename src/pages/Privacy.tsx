import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { privacyPolicy } from '../content/legal/privacy';
import type { PageProps } from '../pageRegistry';

export default function PrivacyPage({ route: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} content={privacyPolicy} />;
}
