import styled from '@emotion/styled';
import type { CompiledLegalDocument } from '../../i18n/icu';
import { color, layout, mq, radius, space, text } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { Eyebrow } from '../ui/Eyebrow';
import { LegalText } from './LegalText';

/** A page holds one legal document, hence one table of contents. */
const TITLE_ID = 'on-this-page';

const Nav = styled.nav`
  padding: ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.headerHeight} + ${space[8]});
    max-height: calc(100vh - ${layout.headerHeight} - ${space[12]});
    overflow-y: auto;
    /* Room for the links' focus outlines, which the scroll box would otherwise clip. */
    margin-inline: -${space[2]};
    padding: ${space[2]};
    border: 0;
    background: none;
  }
  ${mq.print} {
    position: static;
    max-height: none;
    overflow: visible;
    margin-inline: 0;
    padding: ${space[4]};
    border: 1px solid ${color.border};
    break-inside: avoid;
  }
`;

const Title = styled(Eyebrow.withComponent('h2'))`
  margin-bottom: ${space[3]};
`;

/*
 * Numbers are drawn in a grid column rather than as list markers, so that a title wrapping onto
 * two lines keeps its number beside the first line, and long numbers never overflow the box.
 */
const List = styled(BareList)`
  counter-reset: toc;
  color: ${color.textMuted};
  font-size: ${text.sm};
  line-height: 1.4;
  li {
    display: grid;
    grid-template-columns: 2rem minmax(0, 1fr);
    counter-increment: toc;
  }
  li::before {
    content: counter(toc) '.';
    padding-block: ${space[1]};
    font-variant-numeric: tabular-nums;
  }
`;

const Anchor = styled.a`
  padding-block: ${space[1]};
  color: ${color.textMuted};
  text-decoration: none;
  &:hover {
    color: ${color.primary};
    text-decoration: underline;
  }
`;

/** The numbered list of in-page links to a legal document's sections. */
export function TableOfContents({ sections, title }: { sections: CompiledLegalDocument['sections']; title: string }) {
  return (
    <Nav aria-labelledby={TITLE_ID}>
      <Title id={TITLE_ID} tone="muted" size="xs">
        {title}
      </Title>
      <List as="ol" gap={1}>
        {sections.map((section) => (
          <li key={section.id}>
            <Anchor href={`#${section.id}`}>
              <LegalText message={section.title} />
            </Anchor>
          </li>
        ))}
      </List>
    </Nav>
  );
}
