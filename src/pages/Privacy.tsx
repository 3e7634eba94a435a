import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { privacyPolicy } from '../content/legal/privacy';

export default function PrivacyPage() {
  return <LegalDocumentPage content={privacyPolicy} />;
}
