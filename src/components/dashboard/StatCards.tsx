import styled from '@emotion/styled';
import { CircleCheck, Crown, DollarSign, Timer, type LucideIcon } from 'lucide-react';
import { dashboardCopy, dashboardStats } from '../../content/demoUser';
import { formatCount, formatUsd } from '../../lib/format';
import { color, mq, radius, shadow, space, text, weight } from '../../styles/theme';
import { iconHolder } from '../ui/iconHolder';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  display: grid;
  gap: ${space[2]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  box-shadow: ${shadow.sm};
  ${mq.md} {
    padding: ${space[5]};
  }
  dt {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space[2]};
    color: ${color.textMuted};
    font-size: ${text.sm};
    font-weight: ${weight.medium};
  }
  dd {
    font-size: ${text['2xl']};
    font-weight: ${weight.bold};
    line-height: 1.2;
  }
`;

const Icon = styled.span`
  ${iconHolder('2.25rem')}
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
`;

const stats: { label: string; value: string; icon: LucideIcon }[] = [
  { label: dashboardCopy.stats.todayEarnings, value: formatUsd(dashboardStats.todayEarnings), icon: DollarSign },
  { label: dashboardCopy.stats.questsCompleted, value: formatCount(dashboardStats.questsCompleted), icon: CircleCheck },
  { label: dashboardCopy.stats.hourlyRate, value: `${formatUsd(dashboardStats.averagePerHour)}/hr`, icon: Timer },
  { label: dashboardCopy.stats.rank, value: dashboardStats.rank, icon: Crown },
];

/** The four headline figures of the dashboard. */
export function StatCards() {
  return (
    <Grid>
      {stats.map(({ label, value, icon: StatIcon }) => (
        <Stat key={label}>
          <dt>
            {label}
            <Icon>
              <StatIcon size={20} aria-hidden="true" />
            </Icon>
          </dt>
          <dd>{value}</dd>
        </Stat>
      ))}
    </Grid>
  );
}
