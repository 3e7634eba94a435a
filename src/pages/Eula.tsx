import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import type { PageProps } from '../pageRegistry';

export default function EulaPage({ meta: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} document="eula" />;
}
