import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import type { PageProps } from '../app/pages';

export default function EulaPage({ meta: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} document="eula" />;
}
