import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, gradient, space, text, weight } from '../../styles/theme';
import { useCurrentRoute } from '../useCurrentRoute';
import { Container } from './Container';

const Band = styled.section`
  background: ${gradient.hero};
  padding-block: ${space[16]} ${space[12]};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
`;

const Eyebrow = styled.p`
  color: ${color.primary};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Heading = styled.h1`
  max-width: 20ch;
  font-size: ${text['4xl']};
  font-weight: ${weight.black};
`;

const Lead = styled.p`
  max-width: 60ch;
  color: ${color.textMuted};
  font-size: ${text.lg};
`;

interface PageIntroProps {
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The opening band of a page: its h1 (from the route table), a lead and optional actions. */
export function PageIntro({ eyebrow, lead, children }: PageIntroProps) {
  const { heading } = useCurrentRoute();
  return (
    <Band>
      <Inner>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Heading>{heading}</Heading>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Inner>
    </Band>
  );
}
