import styled from '@emotion/styled';
import type { LucideIcon } from 'lucide-react';
import { color, radius } from '../../styles/theme';
import { iconHolder } from './iconHolder';

const Tile = styled.span<{ large: boolean }>`
  ${({ large }) => iconHolder(large ? '3.5rem' : '3rem')}
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
`;

/** A decorative icon in a square tinted with the accent. */
export function IconTile({ icon: Icon, large = false }: { icon: LucideIcon; large?: boolean }) {
  return (
    <Tile large={large}>
      <Icon size={large ? 28 : 24} strokeWidth={1.75} aria-hidden="true" />
    </Tile>
  );
}
