import { LegalDocumentPage } from '../components/legal/LegalDocumentPage';
import type { PageProps } from '../app/pages';

/** The accessibility statement: written like the legal documents, but a statement, not terms that bind. */
export default function AccessibilityPage({ meta: { heading } }: PageProps) {
  return <LegalDocumentPage heading={heading} document="accessibility" binding={false} />;
}
