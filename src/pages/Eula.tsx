import { deferredLegalDocument } from '../components/legal/deferredLegalDocument';
import type { PageProps } from '../app/pages';

const Document = deferredLegalDocument('eula');

export default function EulaPage({ meta: { heading } }: PageProps) {
  return <Document heading={heading} />;
}
