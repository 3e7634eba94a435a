import styled from '@emotion/styled';
import { mq, space } from '../../styles/theme';
import { Container } from '../ui/Container';

/** The stack of panels under the dashboard's and the profile's PageIntro. */
export const AccountBody = styled(Container)`
  display: grid;
  gap: ${space[6]};
  padding-block: ${space[8]} ${space[16]};
`;

/** A wide main column and a narrow side column from the large breakpoint; one column below. */
export const AccountColumns = styled.div`
  display: grid;
  gap: ${space[6]};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const AccountColumn = styled.div`
  display: grid;
  gap: ${space[6]};
  min-width: 0;
`;
