import { deferredSection } from '../../app/deferred';
import type { LegalName } from '../../i18n/messages';

/**
 * A legal page (src/components/legal/LegalDocumentPage.tsx) for one document: text and in-page
 * links, nothing that needs code before the visitor reads it. Its code and the document's words come
 * as hydration reaches it; the page's first load carries neither.
 */
export function deferredLegalDocument(document: LegalName, { binding = true } = {}) {
  return deferredSection<{ heading: string }>(
    () =>
      import('./LegalDocumentPage').then(
        ({ LegalDocumentPage }) =>
          function LegalDocument({ heading }: { heading: string }) {
            return <LegalDocumentPage heading={heading} document={document} binding={binding} />;
          },
      ),
    { messages: [document] },
  );
}
