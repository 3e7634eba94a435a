import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { mq, space } from '../../styles/theme';

const Layout = styled.div`
  display: grid;
  gap: ${space[12]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space[16]};
  }
`;

const Content = styled.div`
  display: grid;
  gap: ${space[6]};
  min-width: 0;
`;

/** Content with a picture of it (a phone) beside it on wide screens, under it on phones. */
export function Showcase({ visual, children }: { visual: ReactNode; children: ReactNode }) {
  return (
    <Layout>
      <Content>{children}</Content>
      {visual}
    </Layout>
  );
}
