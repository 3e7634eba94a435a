import { deferredLegalDocument } from '../components/legal/deferredLegalDocument';
import type { PageProps } from '../app/pages';

/** The accessibility statement: written like the legal documents, but a statement, not terms that bind. */
const Document = deferredLegalDocument('accessibility', { binding: false });

export default function AccessibilityPage({ meta: { heading } }: PageProps) {
  return <Document heading={heading} />;
}
