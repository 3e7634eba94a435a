import styled from '@emotion/styled';
import { useWords } from '../../i18n/words';
import { color, space } from '../../styles/theme';
import { Section } from '../ui/Section';
import { StatGrid, statItem } from '../ui/StatGrid';

const Note = styled.p`
  margin-top: ${space[8]};
  color: ${color.onInkMuted};
  text-align: center;
`;

/** The statistics band: each figure with what it counts. */
export function StatsBand() {
  const content = useWords('homeSections').statsBand;
  return (
    <Section id="stats" title={content.title} lead={content.lead} tone="ink">
      <StatGrid stats={content.stats.map(statItem)} variant="band" />
      <Note>{content.note}</Note>
    </Section>
  );
}
