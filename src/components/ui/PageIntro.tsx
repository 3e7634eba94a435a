import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { mq, space } from '../../styles/theme';
import { riseOnArrival } from '../../styles/motionCss';
import { Container } from './Container';
import { forwardAllBut } from './forwardProps';
import { IntroBand, IntroText, type IntroTextProps } from './IntroText';

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
 * Beside a short note at the foot of the second column (`end`), the heading may run on across
 * both columns, so a long title ("End User License Agreement") keeps to one line; the column
 * itself, the lead and the actions stay in the first, so the note is seen after them, where it is read.
 */
const Column = styled('div', { shouldForwardProp: forwardAllBut('placement') })<{ placement: AsidePlacement }>`
  display: grid;
  gap: ${space[4]};
  align-content: center;
  justify-items: start;
  /* Beside a picture, the text keeps to the top of the row: it stays put while the picture's
     markup is still arriving, and every page's lead starts on the same line. */
  ${mq.lg} {
    align-content: start;
  }
  ${riseOnArrival}
  ${({ placement }) =>
    placement === 'end' &&
    `
    ${mq.lg} {
      > h1 {
        width: calc(200% + ${space[12]});
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
