import { deferredLegalDocument } from '../components/legal/deferredLegalDocument';
import type { PageProps } from '../app/pages';

const Document = deferredLegalDocument('terms');

export default function TermsPage({ meta: { heading } }: PageProps) {
  return <Document heading={heading} />;
}
