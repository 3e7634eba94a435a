import styled from '@emotion/styled';
import { businessStats, businessStatsLabel } from '../../content/business';
import { color, mq, radius, shadow, space, text, weight } from '../../styles/theme';

const List = styled.ul`
  justify-self: stretch;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};
  margin: ${space[6]} 0 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.li`
  display: grid;
  gap: ${space[1]};
  padding: ${space[5]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  box-shadow: ${shadow.sm};
  text-align: center;
`;

const Figure = styled.span`
  color: ${color.primary};
  font-size: ${text['3xl']};
  font-weight: ${weight.black};
  line-height: 1.1;
`;

const Label = styled.span`
  color: ${color.textMuted};
  font-size: ${text.sm};
  font-weight: ${weight.medium};
`;

/** The four headline figures of the business page. */
export function BusinessStats() {
  return (
    <List aria-label={businessStatsLabel}>
      {businessStats.map((stat) => (
        <Stat key={stat.label}>
          <Figure>{`${stat.number}${stat.suffix}`}</Figure>
          <Label>{stat.label}</Label>
        </Stat>
      ))}
    </List>
  );
}
