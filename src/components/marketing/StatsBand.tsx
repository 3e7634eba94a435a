import styled from '@emotion/styled';
import { useWords } from '../../i18n/messages';
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
  const words = useWords('homeSections').statsBand;
  return (
    <Section id="stats" title={words.title} lead={words.lead} tone="ink">
      <StatGrid stats={words.stats.map(statItem)} variant="band" />
      <Note>{words.note}</Note>
    </Section>
  );
}
