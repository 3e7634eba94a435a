import styled from '@emotion/styled';
import { useMessages } from '../../i18n/messages';
import { color, space } from '../../styles/theme';
import { Section } from '../ui/Section';
import { StatGrid } from '../ui/StatGrid';

const Note = styled.p`
  margin-top: ${space[8]};
  color: ${color.onInkMuted};
  text-align: center;
`;

/** The statistics band: each figure with what it counts. */
export function StatsBand() {
  const words = useMessages('homeSections').group('statsBand');
  return (
    <Section id="stats" title={words.title} lead={words.lead} tone="ink">
      <StatGrid stats={Object.values(words.stats)} variant="band" />
      <Note>{words.note}</Note>
    </Section>
  );
}
