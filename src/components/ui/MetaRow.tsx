import styled from '@emotion/styled';
import { color, space, text } from '../../styles/theme';

/** A wrapping row of small, muted facts (a time, a place, a pill), each icon beside its text. */
export const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  color: ${color.textMuted};
  font-size: ${text.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
  }
`;
