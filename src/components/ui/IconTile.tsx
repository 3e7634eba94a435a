import styled from '@emotion/styled';
import type { LucideIcon } from 'lucide-react';
import type { AccentTone } from '../../content/types';
import { accentColors } from '../../styles/accent';
import { color, radius } from '../../styles/theme';
import { iconHolder } from './iconHolder';

const Tile = styled.span<{ tone: AccentTone; large: boolean }>`
  ${({ large }) => iconHolder(large ? '3.5rem' : '3rem')}
  border-radius: ${radius.md};
  background: linear-gradient(135deg, ${({ tone }) => accentColors[tone].soft} 0%, ${color.raised} 160%);
  color: ${({ tone }) => accentColors[tone].strong};
  box-shadow: inset 0 0 0 1px ${({ tone }) => accentColors[tone].soft};
`;

/** A decorative icon in a softly tinted square. */
export function IconTile({ icon: Icon, tone, large = false }: { icon: LucideIcon; tone: AccentTone; large?: boolean }) {
  return (
    <Tile tone={tone} large={large}>
      <Icon size={large ? 28 : 24} strokeWidth={1.75} aria-hidden="true" />
    </Tile>
  );
}
