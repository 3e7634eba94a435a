import styled from '@emotion/styled';
import { columnCss } from '../../styles/container';

/** Centres content at the site's maximum width with responsive side padding. */
export const Container = styled.div`
  ${columnCss('&')}
`;
