import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { AccentTone } from '../../content/types';
import { accentGradient } from '../../styles/accent';
import { color, space, text, weight } from '../../styles/theme';
import { Card } from './Card';

const Surface = styled(Card)`
  position: relative;
  display: grid;
  /* A column no wider than the card: a word longer than the line (large text) breaks instead of being clipped. */
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${space[4]};
  overflow: hidden;
  h3 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
  p {
    color: ${color.textMuted};
  }
`;

const Edge = styled.span<{ tone: AccentTone }>`
  position: absolute;
  inset: 0 0 auto;
  height: 4px;
  background: ${({ tone }) => accentGradient(tone)};
`;

/** A card with a gradient top edge in its accent colour: features, steps and benefits. */
export function AccentCard({ tone, children }: { tone: AccentTone; children: ReactNode }) {
  return (
    <Surface>
      <Edge tone={tone} aria-hidden="true" />
      {children}
    </Surface>
  );
}
