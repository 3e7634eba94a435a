/*
 * The parts every opening shares, the home page's hero included: its band, h1 and lead. Apart from
 * the inner pages' grid (`PageIntro`), so the home page's first load carries only these.
 */
import styled from '@emotion/styled';
import { Fragment, type ReactNode } from 'react';
import { color, gradient, leading, mq, space, text, tracking, weight } from '../../styles/theme';
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

export interface IntroTextProps {
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
