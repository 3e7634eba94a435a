import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, gradient, mq, space, text, weight } from '../../styles/theme';
import { Card } from '../ui/Card';
import { Container } from '../ui/Container';
import { DemoPreview } from './DemoAccountForm';

const Band = styled.div`
  background: ${gradient.hero};
  padding-block: ${space[10]} ${space[16]};
  ${mq.md} {
    padding-block: ${space[16]} ${space[20]};
  }
`;

const Layout = styled(Container)<{ withPanel: boolean }>`
  display: grid;
  gap: ${space[8]};
  max-width: ${({ withPanel }) => (withPanel ? '64rem' : '30rem')};
  ${mq.lg} {
    grid-template-columns: ${({ withPanel }) => (withPanel ? 'minmax(0, 1.1fr) minmax(0, 1fr)' : '1fr')};
    align-items: stretch;
  }
`;

const FormCard = styled(Card.withComponent('section'))`
  display: grid;
  gap: ${space[6]};
  padding: ${space[6]} ${space[5]};
  ${mq.md} {
    padding: ${space[10]};
  }
`;

const Intro = styled.header`
  display: grid;
  gap: ${space[2]};
  text-align: center;
  h1 {
    font-size: ${text['3xl']};
    font-weight: ${weight.black};
  }
  p {
    color: ${color.textMuted};
  }
`;

interface AuthScreenProps {
  /** The page's h1: its heading in the shell's `pages`. */
  heading: string;
  subtitle: string;
  /** Shown beside the form from the large breakpoint (the caller hides it below). */
  panel?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in and sign-up screens: a card with the page's h1, its form and the demo note. */
export function AuthScreen({ heading, subtitle, panel, children }: AuthScreenProps) {
  return (
    <Band>
      <Layout withPanel={Boolean(panel)}>
        <FormCard elevation="floating" aria-labelledby="auth-heading">
          <Intro>
            <h1 id="auth-heading">{heading}</h1>
            <p>{subtitle}</p>
          </Intro>
          {children}
          <DemoPreview />
        </FormCard>
        {panel}
      </Layout>
    </Band>
  );
}
