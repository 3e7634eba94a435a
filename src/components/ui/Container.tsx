import styled from '@emotion/styled';
import { layout, mq, space } from '../../styles/theme';

/** Centres content at the site's maximum width with responsive side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${space[4]};
  ${mq.md} {
    padding-inline: ${space[6]};
  }
`;
