import styled from '@emotion/styled';
import { legalLastUpdated } from '../../content/legal';
import type { LegalPart } from '../../i18n/icu';
import { useLegalDocument, useLocale, useMessages, type LegalName } from '../../i18n/messages';
import { defaultLocale } from '../../i18n/locales';
import { color, layout, mq, space, text, weight } from '../../styles/theme';
import { Container } from '../ui/Container';
import { PageIntro } from '../ui/PageIntro';
import { LegalText } from './LegalText';
import { TableOfContents } from './TableOfContents';

/*
 * Anchored sections land below the sticky header whichever way they are reached: a
 * table-of-contents link, a shared URL with a hash, or the browser's find. (The document's
 * scroll-padding adds breathing room on top.)
 *
 * On paper the document is one column in block flow (the site's chrome is not printed, and
 * the palette turns to black on white): the contents first, kept on one page where they fit,
 * each heading kept with the text that follows it, no line left alone at a page's edge.
 */
const anchorOffset = layout.headerHeight;

const Updated = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
  font-weight: ${weight.medium};
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${space[10]};
  padding-block: ${space[10]} ${space[16]};
  ${mq.lg} {
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
    gap: ${space[16]};
    padding-block: ${space[12]} ${space[20]};
  }
  ${mq.print} {
    display: block;
    padding: 0;
    > * + * {
      margin-top: ${space[8]};
    }
  }
`;

/*
 * A plain block, not an <article>: the legal document is the page's whole main content, and its
 * title (the page's h1) sits in the intro above; an article here would be a nameless one inside it.
 */
const Sections = styled.div`
  display: grid;
  gap: ${space[12]};
  max-width: 70ch;
  min-width: 0;
  ${mq.print} {
    display: block;
    max-width: none;
    > * + * {
      margin-top: ${space[8]};
    }
  }
`;

const Part = styled.section`
  display: grid;
  gap: ${space[4]};
  scroll-margin-top: ${anchorOffset};
  line-height: 1.75;
  h2 {
    font-size: ${text['2xl']};
    font-weight: ${weight.bold};
  }
  ${mq.print} {
    line-height: 1.5;
    h2,
    h3 {
      break-after: avoid;
    }
    p,
    li {
      orphans: 3;
      widows: 3;
    }
    li {
      break-inside: avoid;
    }
  }
`;

const Subsection = styled.section`
  display: grid;
  gap: ${space[3]};
  margin-top: ${space[2]};
  scroll-margin-top: ${anchorOffset};
  h3 {
    font-size: ${text.lg};
    font-weight: ${weight.semibold};
  }
`;

/** The document's date and, in a translation, which text binds: at the foot of the opening's second column. */
const DocumentFacts = styled.div`
  display: grid;
  gap: ${space[3]};
  max-width: 28rem;
`;

/** Above a translated document: the English text is the one that binds. */
const TranslationNotice = styled.p`
  max-width: 70ch;
  padding: ${space[3]} ${space[4]};
  border-inline-start: 3px solid ${color.primary};
  background: ${color.surface};
  font-size: ${text.sm};
`;

const SectionNumber = styled.span`
  color: ${color.primary};
  font-variant-numeric: tabular-nums;
`;

const Bullets = styled.ul`
  display: grid;
  gap: ${space[2]};
  padding-inline-start: ${space[6]};
  li::marker {
    color: ${color.primary};
  }
`;

function Blocks({ blocks }: { blocks: LegalPart['blocks'] }) {
  return blocks.map((block, index) =>
    typeof block === 'object' && 'list' in block ? (
      <Bullets key={index}>
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>
            <LegalText message={item} />
          </li>
        ))}
      </Bullets>
    ) : (
      <p key={index}>
        <LegalText message={block} />
      </p>
    ),
  );
}

/**
 * A whole legal page: the intro with the title and last-updated date, a table of contents
 * (a sticky sidebar on wide screens, above the text on phones) and the numbered sections.
 * `binding`: a document whose English text is the one that binds (the terms, the policies), which
 * every translation says above its text; not the accessibility statement.
 */
export function LegalDocumentPage({ heading, document, binding = true }: { heading: string; document: LegalName; binding?: boolean }) {
  const legalDocument = useLegalDocument(document);
  const t = useMessages('shell');
  const lastUpdated = legalLastUpdated[document];
  const translated = useLocale().code !== defaultLocale.code;
  return (
    <>
      <PageIntro
        heading={heading}
        lead={<LegalText message={legalDocument.summary} />}
        asidePlacement="end"
        aside={
          <DocumentFacts>
            <Updated>
              {t.rich('legal.lastUpdated', { date: lastUpdated, time: (chunks) => <time dateTime={lastUpdated}>{chunks}</time> })}
            </Updated>
            {binding && translated ? <TranslationNotice>{t('legal.translationNotice')}</TranslationNotice> : null}
          </DocumentFacts>
        }
      />
      <Layout>
        <TableOfContents sections={legalDocument.sections} title={t('legal.tableOfContents')} />
        <Sections>
          {legalDocument.sections.map((section, index) => (
            <Part key={section.id} id={section.id}>
              <h2>
                <SectionNumber>{`${index + 1}.`}</SectionNumber> <LegalText message={section.title} />
              </h2>
              <Blocks blocks={section.blocks} />
              {section.subsections?.map((subsection) => (
                <Subsection key={subsection.id} id={subsection.id}>
                  <h3>
                    <LegalText message={subsection.title} />
                  </h3>
                  <Blocks blocks={subsection.blocks} />
                </Subsection>
              ))}
            </Part>
          ))}
        </Sections>
      </Layout>
    </>
  );
}
