import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, mq, space } from '../../styles/theme';
import { Container } from './Container';
import { SectionHeading } from './SectionHeading';

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

interface SectionProps {
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  /** The id of the heading that names the section when it is not `title` (a heading inside its content). */
  labelledBy?: string;
  tone?: Tone;
  children: ReactNode;
}

/** A full-width band of a page with an optional centred h2 and lead, labelled by its title. */
export function Section({ id, title, lead, labelledBy, tone = 'plain', children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Band tone={tone} id={id} aria-labelledby={title ? headingId : labelledBy}>
      <Container>
        {title ? <SectionHeading id={headingId} title={title} lead={lead} onInk={tone === 'ink'} /> : null}
        {children}
      </Container>
    </Band>
  );
}
