import styled from '@emotion/styled';
import { useMessages } from '../../i18n/messages';
import { color, mq, space, text, weight } from '../../styles/theme';
import { Section } from '../ui/Section';
import { StatGrid } from '../ui/StatGrid';

/*
 * The payout story, told once on the page, under the figures it explains (spec §1, §9): money
 * rewards are paid today, which is what "$2.5M+ paid" counts; points convert to tokens and perks
 * when redemption goes live, cash-out options being in development; and what an invitation brings.
 */
const Story = styled.ul`
  display: grid;
  gap: ${space[6]};
  margin: ${space[10]} 0 0;
  list-style: none;
  padding: ${space[8]} 0 0;
  border-top: 1px solid ${color.inkSoft};
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space[8]};
  }
  h3 {
    margin-bottom: ${space[2]};
    color: ${color.onInk};
    font-size: ${text.lg};
    font-weight: ${weight.bold};
  }
  p {
    color: ${color.onInkMuted};
  }
`;

/** The statistics band: each figure with what it counts, then how the rewards are paid. */
export function StatsBand() {
  const words = useMessages('homeSections').group('statsBand');
  return (
    <Section id="stats" title={words.title} lead={words.lead} tone="ink">
      <StatGrid stats={Object.values(words.stats)} variant="band" />
      <Story>
        {Object.entries(words.payout).map(([id, part]) => (
          <li key={id}>
            <h3>{part.title}</h3>
            <p>{part.text}</p>
          </li>
        ))}
      </Story>
    </Section>
  );
}
