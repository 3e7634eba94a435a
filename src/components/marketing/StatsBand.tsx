import styled from '@emotion/styled';
import { statsBand as content } from '../../content/home';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { Section } from '../ui/Section';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: center;
  gap: ${space[1]};
  padding: ${space[6]} ${space[4]};
  border-radius: ${radius.lg};
  background: ${color.inkSoft};
  text-align: center;
  dt {
    color: ${color.onInkMuted};
    font-size: ${text.sm};
  }
  dd {
    color: ${color.onInk};
    font-size: ${text['3xl']};
    font-weight: ${weight.black};
    font-variant-numeric: tabular-nums;
    letter-spacing: -0.02em;
    white-space: nowrap;
  }
`;

const Note = styled.p`
  margin-top: ${space[8]};
  color: ${color.onInkMuted};
  text-align: center;
`;

/** The statistics band: each figure with what it counts. */
export function StatsBand() {
  return (
    <Section id="stats" title={content.title} lead={content.lead} tone="ink">
      <Stats>
        {content.stats.map((stat) => (
          <Stat key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{`${stat.number}${stat.suffix}`}</dd>
          </Stat>
        ))}
      </Stats>
      <Note>{content.note}</Note>
    </Section>
  );
}
