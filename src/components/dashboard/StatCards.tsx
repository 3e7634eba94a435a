import { CircleCheck, Crown, DollarSign, Timer } from 'lucide-react';
import { dashboardCopy, dashboardStats } from '../../content/demoUser';
import { formatCount, formatUsd } from '../../lib/format';
import { StatGrid, type StatItem } from '../ui/StatGrid';

const stats: readonly StatItem[] = [
  { label: dashboardCopy.stats.todayEarnings, value: formatUsd(dashboardStats.todayEarnings), icon: DollarSign },
  { label: dashboardCopy.stats.questsCompleted, value: formatCount(dashboardStats.questsCompleted), icon: CircleCheck },
  { label: dashboardCopy.stats.hourlyRate, value: `${formatUsd(dashboardStats.averagePerHour)}/hr`, icon: Timer },
  { label: dashboardCopy.stats.rank, value: dashboardStats.rank, icon: Crown },
];

/** The four headline figures of the dashboard. */
export function StatCards() {
  return <StatGrid stats={stats} variant="panel" />;
}
