import styled from '@emotion/styled';
import { Fragment, type ReactNode } from 'react';
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

/** A sentence of the home page's headline, on a line of its own. */
const Line = styled.span`
  display: block;
`;

/** The headline's sentences ("Train AI." "Earn Rewards."), each a line, so no language strands a word of one on the other's line. */
const SENTENCE_END = /(?<=[.!?।])\s+/u;

/** The eyebrow, h1 and lead of a page's opening, as siblings for the caller's grid. */
export function IntroText({ heading, eyebrow, lead, size }: IntroTextProps) {
  const sentences = size === 'hero' ? heading.split(SENTENCE_END) : [heading];
  return (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading size={size}>
        {sentences.length > 1
          ? sentences.map((sentence, index) => (
              <Fragment key={sentence}>
                {index > 0 ? ' ' : null}
                <Line>{sentence}</Line>
              </Fragment>
            ))
          : heading}
      </Heading>
      {lead ? <Lead size={size}>{lead}</Lead> : null}
    </>
  );
}

/**
 * One grid for every inner page's opening: the text (eyebrow, h1, lead, actions) in the first
 * column, so every page's lead starts on the same line at a wide screen; what the page shows of
 * itself (a phone, a look at a deliverable, its own links) in the second. On phones and tablets
 * the two stack.
 */
const Row = styled(Container)`
  display: grid;
  gap: ${space[8]} ${space[12]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export type AsidePlacement = 'center' | 'end';

/**
 * Beside a short note at the foot of the second column (`end`), the heading may run across both
 * columns, so a long title ("End User License Agreement") keeps to one line; the lead and actions
 * stay in the first.
 */
const Column = styled('div', { shouldForwardProp: forwardAllBut('placement') })<{ placement: AsidePlacement }>`
  display: grid;
  gap: ${space[4]};
  align-content: center;
  justify-items: start;
  ${riseOnArrival}
  ${({ placement }) =>
    placement === 'end' &&
    `
    ${mq.lg} {
      grid-area: 1 / 1 / 2 / -1;
      > :not(h1) {
        max-width: calc((100% - ${space[12]}) / 2);
      }
    }
  `}
`;

const Aside = styled('div', { shouldForwardProp: forwardAllBut('placement') })<{ placement: AsidePlacement }>`
  display: flex;
  justify-content: center;
  align-self: center;
  min-width: 0;
  /* Beside a long text, a picture stands at the top, in the first screen. */
  ${mq.lg} {
    align-self: start;
  }
  > * {
    flex: ${({ placement }) => (placement === 'center' ? '1 1 auto' : '0 1 auto')};
    min-width: 0;
  }
  ${({ placement }) =>
    placement === 'end' &&
    `
    justify-content: flex-start;
    ${mq.lg} {
      grid-area: 1 / 2;
      align-self: end;
      justify-content: flex-end;
    }
  `}
`;

const Wide = styled.div`
  margin-top: ${space[4]};
  ${mq.lg} {
    grid-column: 1 / -1;
  }
`;

interface PageIntroProps extends Omit<IntroTextProps, 'size'> {
  /**
   * What the page shows of itself beside the text on wide screens, under it on smaller ones: a
   * phone, a look at what is delivered, the page's own links. Every page gives one, so no opening
   * leaves half its band empty.
   */
  aside: ReactNode;
  /** `center`: a picture, in the middle of its column. `end`: links or a note, at the column's foot and inline end. */
  asidePlacement?: AsidePlacement;
  /** Full-width content under the intro: headline figures. */
  wide?: ReactNode;
  /** Actions or notes right after the lead, at their own width. */
  children?: ReactNode;
}

/** The opening band of an inner page: its h1, an eyebrow and a lead, then optional actions, and what the page shows of itself. */
export function PageIntro({ heading, eyebrow, lead, aside, asidePlacement = 'center', wide, children }: PageIntroProps) {
  return (
    <IntroBand size="page">
      <Row>
        <Column placement={asidePlacement}>
          <IntroText heading={heading} eyebrow={eyebrow} lead={lead} size="page" />
          {children}
        </Column>
        <Aside placement={asidePlacement}>{aside}</Aside>
        {wide ? <Wide>{wide}</Wide> : null}
      </Row>
    </IntroBand>
  );
}
