import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, space, text, weight } from '../../styles/theme';
import { forwardAllBut } from './forwardProps';

export type SectionHeadingAlign = 'center' | 'start';

const Header = styled('header', { shouldForwardProp: forwardAllBut('onInk', 'align') })<{ onInk: boolean; align: SectionHeadingAlign }>`
  display: grid;
  gap: ${space[3]};
  max-width: 42rem;
  margin-block-end: ${space[10]};
  /* Centred, its lines are balanced: a lead never ends on a word alone under a full line. */
  ${({ align }) => (align === 'center' ? 'margin-inline: auto; text-align: center; p { text-wrap: balance; }' : 'margin-block-end: 0;')}
  h2 {
    font-size: ${text['3xl']};
    font-weight: ${weight.bold};
  }
  p {
    color: ${({ onInk }) => (onInk ? color.onInkMuted : color.textMuted)};
    font-size: ${text.lg};
  }
`;

interface SectionHeadingProps {
  /** The h2's id, which its section is labelled by. */
  id: string | undefined;
  title: ReactNode;
  lead?: ReactNode;
  /** Centred over a section's full width, or at the start of a column. */
  align?: SectionHeadingAlign;
  onInk?: boolean;
}

/** A section's h2 and the lead under it. */
export function SectionHeading({ id, title, lead, align = 'center', onInk = false }: SectionHeadingProps) {
  return (
    <Header onInk={onInk} align={align}>
      <h2 id={id}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
    </Header>
  );
}
