import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import { usePageRoute } from '../components/PageRoute';
import { privacyPolicy } from '../content/legal/privacy';

export default function PrivacyPage() {
  const { heading } = usePageRoute();
  return <LegalDocumentPage heading={heading} content={privacyPolicy} />;
}
