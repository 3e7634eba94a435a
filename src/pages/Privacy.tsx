import { deferredLegalDocument } from '../components/legal/deferredLegalDocument';
import type { PageProps } from '../app/pages';

const Document = deferredLegalDocument('privacy');

export default function PrivacyPage({ meta: { heading } }: PageProps) {
  return <Document heading={heading} />;
}
