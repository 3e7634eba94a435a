import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, mq, space, text, weight } from '../../styles/theme';
import { Container } from './Container';

type Tone = 'plain' | 'tinted' | 'ink';

const backgrounds: Record<Tone, string> = { plain: color.bg, tinted: color.surface, ink: color.ink };

const Band = styled.section<{ tone: Tone }>`
  padding-block: ${space[16]};
  background: ${({ tone }) => backgrounds[tone]};
  color: ${({ tone }) => (tone === 'ink' ? color.onInk : color.text)};
  ${({ tone }) => (tone === 'ink' ? `border-block: 1px solid ${color.inkEdge};` : '')}
  ${mq.md} {
    padding-block: ${space[20]};
  }
`;

const Header = styled.header<{ tone: Tone }>`
  display: grid;
  gap: ${space[3]};
  max-width: 42rem;
  margin: 0 auto ${space[10]};
  text-align: center;
  h2 {
    font-size: ${text['3xl']};
    font-weight: ${weight.bold};
    text-wrap: balance;
  }
  p {
    color: ${({ tone }) => (tone === 'ink' ? color.onInkMuted : color.textMuted)};
    font-size: ${text.lg};
    text-wrap: pretty;
  }
`;

interface SectionProps {
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  tone?: Tone;
  children: ReactNode;
}

/** A full-width band of a page with an optional centred h2 and lead, labelled by its title. */
export function Section({ id, title, lead, tone = 'plain', children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Band tone={tone} id={id} aria-labelledby={title ? headingId : undefined}>
      <Container>
        {title ? (
          <Header tone={tone}>
            <h2 id={headingId}>{title}</h2>
            {lead ? <p>{lead}</p> : null}
          </Header>
        ) : null}
        {children}
      </Container>
    </Band>
  );
}
