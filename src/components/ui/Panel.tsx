import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { space, text, weight } from '../../styles/theme';
import { Card } from './Card';
import { SplitRow } from './SplitRow';

const Frame = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${space[5]};
`.withComponent('section');

const Header = styled(SplitRow.withComponent('header'))`
  h2 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
`;

interface PanelProps {
  /** Unique on the page: the heading's id is derived from it. */
  id: string;
  title: ReactNode;
  /** Controls shown at the end of the header row. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card of the dashboard or profile: a section labelled by its h2. */
export function Panel({ id, title, actions, className, children }: PanelProps) {
  const headingId = `${id}-title`;
  return (
    <Frame aria-labelledby={headingId} className={className}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {actions}
      </Header>
      {children}
    </Frame>
  );
}
