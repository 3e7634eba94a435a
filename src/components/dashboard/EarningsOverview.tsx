import styled from '@emotion/styled';
import { useState } from 'react';
import { dashboardStats, earningsSeries, type EarningsPeriod } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { color, mq, radius, space, systemColor, text, weight } from '../../styles/theme';
import { Panel } from '../ui/Panel';
import { EarningsChart } from './EarningsChart';

const periodTotals: Record<EarningsPeriod, number> = {
  day: dashboardStats.todayEarnings,
  week: dashboardStats.weekEarnings,
  month: dashboardStats.monthEarnings,
};

const periods = Object.keys(periodTotals) as EarningsPeriod[];

const Segmented = styled.div`
  display: inline-flex;
  padding: ${space[1]};
  border-radius: ${radius.md};
  background: ${color.surfaceStrong};
`;

const PeriodButton = styled.button`
  min-width: 4rem;
  min-height: 2.25rem;
  padding: 0 ${space[3]};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  cursor: pointer;
  &:hover {
    color: ${color.text};
  }
  /* A solid fill at 3:1 or more against the track, not a tint; in forced colours, the system's selection colours. */
  &[aria-pressed='true'] {
    background: ${color.selected};
    color: ${color.onSelected};
  }
  ${mq.forcedColors} {
    &[aria-pressed='true'] {
      forced-color-adjust: none;
      background: ${systemColor.selectedItem};
      color: ${systemColor.selectedItemText};
    }
  }
`;

const Total = styled.p`
  display: grid;
  strong {
    font-size: ${text['3xl']};
    font-weight: ${weight.black};
    line-height: 1.2;
  }
  span {
    color: ${color.textMuted};
    font-size: ${text.sm};
  }
`;

/** Earnings for the chosen period (day, week or month; week first) with its chart. */
export function EarningsOverview() {
  const [period, setPeriod] = useState<EarningsPeriod>('week');
  const t = useMessages('demoUser', numbers);
  const earnings = t.group('dashboard.earnings.periods');
  const periodWords = earnings[period];
  return (
    <Panel
      id="earnings"
      title={t('dashboard.earnings.title')}
      actions={
        <Segmented role="group" aria-label={t('dashboard.earnings.periodGroupLabel')}>
          {periods.map((option) => (
            <PeriodButton key={option} type="button" aria-pressed={option === period} onClick={() => setPeriod(option)}>
              {earnings[option].button}
            </PeriodButton>
          ))}
        </Segmented>
      }
    >
      <Total aria-live="polite">
        <strong>{t('figures.usd', { amount: periodTotals[period] })}</strong> <span>{periodWords.caption}</span>
      </Total>
      <EarningsChart title={periodWords.chart} points={earningsSeries[period]} />
    </Panel>
  );
}
