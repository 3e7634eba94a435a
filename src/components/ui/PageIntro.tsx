import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, gradient, leading, mq, space, text, tracking, weight } from '../../styles/theme';
import { Container } from './Container';
import { Eyebrow } from './Eyebrow';
import { forwardAllBut } from './forwardProps';

/** `page`: the opening of an inner page. `hero`: the home page's larger, two-column opening. */
export type IntroSize = 'page' | 'hero';

const shouldForwardProp = forwardAllBut('size');

/** The tinted band a page opens with. */
export const IntroBand = styled('section', { shouldForwardProp })<{ size: IntroSize }>`
  background: ${gradient.hero};
  padding-block: ${space[16]} ${space[12]};
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
    max-width: 20ch;
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

const Inner = styled(Container)`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
`;

const Wide = styled.div`
  justify-self: stretch;
  margin-top: ${space[6]};
`;

interface PageIntroProps extends Omit<IntroTextProps, 'size'> {
  /** Full-width content under the intro: headline figures, link cards. */
  wide?: ReactNode;
  /** Actions or notes right after the lead, at their own width. */
  children?: ReactNode;
}

/** The opening band of an inner page: its h1, an eyebrow and a lead, then optional actions. */
export function PageIntro({ heading, eyebrow, lead, wide, children }: PageIntroProps) {
  return (
    <IntroBand size="page">
      <Inner>
        <IntroText heading={heading} eyebrow={eyebrow} lead={lead} size="page" />
        {children}
        {wide ? <Wide>{wide}</Wide> : null}
      </Inner>
    </IntroBand>
  );
}
