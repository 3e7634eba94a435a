import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, gradient, leading, mq, space, text, tracking, weight } from '../../styles/theme';
import { riseOnArrival } from '../../styles/motionCss';
import { Container } from './Container';
import { Eyebrow } from './Eyebrow';
import { forwardAllBut } from './forwardProps';

/** `page`: the opening of an inner page. `hero`: the home page's larger, two-column opening. */
export type IntroSize = 'page' | 'hero';

const shouldForwardProp = forwardAllBut('size');

/** The tinted band a page opens with: compact on inner pages, so their content starts on the first screen. */
export const IntroBand = styled('section', { shouldForwardProp })<{ size: IntroSize }>`
  background: ${gradient.hero};
  padding-block: ${space[10]} ${space[8]};
  ${mq.md} {
    padding-block: ${space[12]} ${space[10]};
  }
  ${mq.print} {
    padding-block: 0 ${space[6]};
  }
  ${({ size }) =>
    size === 'hero' &&
    `
    overflow: hidden;
    padding-block: ${space[12]} ${space[16]};
    ${mq.md} {
      padding-block: ${space[20]};
    }
  `}
`;

const Heading = styled('h1', { shouldForwardProp })<{ size: IntroSize }>`
  font-weight: ${weight.black};
  ${({ size }) =>
    size === 'hero'
      ? `
    font-size: ${text.display};
    letter-spacing: ${tracking.tighter};
    line-height: ${leading.display};
  `
      : `
    font-size: ${text['4xl']};
  `}
`;

const Lead = styled('p', { shouldForwardProp })<{ size: IntroSize }>`
  max-width: ${({ size }) => (size === 'hero' ? '36rem' : '60ch')};
  color: ${color.textMuted};
  font-size: ${text.lg};
`;

interface IntroTextProps {
  /** The page's h1: the route's `heading`. */
  heading: string;
  eyebrow?: string | undefined;
  lead?: ReactNode;
  size: IntroSize;
}

/** The eyebrow, h1 and lead of a page's opening, as siblings for the caller's grid. */
export function IntroText({ heading, eyebrow, lead, size }: IntroTextProps) {
  return (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading size={size}>{heading}</Heading>
      {lead ? <Lead size={size}>{lead}</Lead> : null}
    </>
  );
}

/**
 * Without a visual, the heading and the lead share a row where both fit, the heading as wide as its
 * one line needs (a long title is never cut into a last word alone), the lead at its foot; where
 * they do not fit, the lead goes under the heading. The band stays short and uses its width.
 */
const TextRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[4]} ${space[12]};
`;

/** With a visual, the text takes the first column and the visual the second. */
const VisualRow = styled(Container)`
  display: grid;
  gap: ${space[8]} ${space[12]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${space[4]};
  align-content: center;
  justify-items: start;
  ${riseOnArrival}
`;

const HeadingColumn = styled(Column)`
  flex: 1 1 auto;
`;

const LeadColumn = styled(Column)`
  flex: 1 1 24rem;
  max-width: 40rem;
`;

const Visual = styled.div`
  display: flex;
  justify-content: center;
  align-self: center;
`;

const Wide = styled.div`
  flex-basis: 100%;
  margin-top: ${space[4]};
  ${mq.lg} {
    grid-column: 1 / -1;
  }
`;

interface PageIntroProps extends Omit<IntroTextProps, 'size'> {
  /** Full-width content under the intro: headline figures, link cards. */
  wide?: ReactNode;
  /** A picture of what the page is about (a phone), beside the text on wide screens, under it on phones. */
  visual?: ReactNode;
  /** Actions or notes right after the lead, at their own width. */
  children?: ReactNode;
}

/** The opening band of an inner page: its h1, an eyebrow and a lead, then optional actions, figures or a visual. */
export function PageIntro({ heading, eyebrow, lead, wide, visual, children }: PageIntroProps) {
  return (
    <IntroBand size="page">
      {visual ? (
        <VisualRow>
          <Column>
            <IntroText heading={heading} eyebrow={eyebrow} lead={lead} size="page" />
            {children}
          </Column>
          <Visual>{visual}</Visual>
          {wide ? <Wide>{wide}</Wide> : null}
        </VisualRow>
      ) : (
        <TextRow>
          <HeadingColumn>
            <IntroText heading={heading} eyebrow={eyebrow} size="page" />
          </HeadingColumn>
          <LeadColumn>
            {lead ? <Lead size="page">{lead}</Lead> : null}
            {children}
          </LeadColumn>
          {wide ? <Wide>{wide}</Wide> : null}
        </TextRow>
      )}
    </IntroBand>
  );
}
