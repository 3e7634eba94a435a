/**
 * A legal document as its page shows it: the language-neutral outline (the date, the order and
 * anchors of its sections: `src/content/legalOutlines.ts`) with one language's words.
 */
import type { LegalOutline } from '../content/legalOutlines';
import type { LegalBlock, LegalPart, LegalText } from '../content/schema';

export interface LegalSubsection extends LegalPart {
  /** Unique within the document; becomes the h3's anchor. */
  id: string;
}

export interface LegalSection extends LegalPart {
  /** Unique within the document; becomes the `<section>` anchor the table of contents links to. */
  id: string;
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocument {
  /** ISO date (YYYY-MM-DD) of the last revision. */
  lastUpdated: string;
  /** The plain-language summary shown under the title. */
  summary: LegalText;
  sections: readonly LegalSection[];
}

/** Any legal document's words, as the outline's ids key them (`LegalDocumentWords` in the schema). */
interface KeyedLegalWords {
  summary: LegalText;
  sections: Readonly<Record<string, LegalPart & { subsections?: Readonly<Record<string, LegalPart>> }>>;
}

const partOf = (id: string, { title, blocks }: LegalPart): { id: string; title: string; blocks: readonly LegalBlock[] } => ({
  id,
  title,
  blocks,
});

/** The document in the outline's order, each section and subsection with its words. */
export function legalDocumentOf(outline: LegalOutline, words: KeyedLegalWords): LegalDocument {
  return {
    lastUpdated: outline.lastUpdated,
    summary: words.summary,
    sections: outline.sections.map(({ id, subsections }) => {
      const section = words.sections[id]!;
      const part = partOf(id, section);
      return subsections
        ? { ...part, subsections: subsections.map((subsection) => partOf(subsection, section.subsections![subsection]!)) }
        : part;
    }),
  };
}
