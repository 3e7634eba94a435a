import styled from '@emotion/styled';
import { statsBand as content } from '../../content/home';
import { color, space } from '../../styles/theme';
import { Section } from '../ui/Section';
import { StatGrid, statItem } from '../ui/StatGrid';

const Note = styled.p`
  margin-top: ${space[8]};
  color: ${color.onInkMuted};
  text-align: center;
`;

const stats = content.stats.map(statItem);

/** The statistics band: each figure with what it counts. */
export function StatsBand() {
  return (
    <Section id="stats" title={content.title} lead={content.lead} tone="ink">
      <StatGrid stats={stats} variant="band" />
      <Note>{content.note}</Note>
    </Section>
  );
}
