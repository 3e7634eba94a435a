import CircleCheck from 'lucide-react/icons/circle-check';
import Crown from 'lucide-react/icons/crown';
import DollarSign from 'lucide-react/icons/dollar-sign';
import Timer from 'lucide-react/icons/timer';
import { dashboardStats } from '../../content/demoUserData';
import { useWords } from '../../i18n/messages';
import { useFormatter } from '../../i18n/useFormatter';
import { StatGrid, type StatItem } from '../ui/StatGrid';

/** The four headline figures of the dashboard. */
export function StatCards() {
  const { dashboard, perHour, ranks } = useWords('demoUser');
  const format = useFormatter();
  const { stats: labels } = dashboard;
  const stats: readonly StatItem[] = [
    { label: labels.todayEarnings, value: format.usd(dashboardStats.todayEarnings), icon: DollarSign },
    { label: labels.questsCompleted, value: format.count(dashboardStats.questsCompleted), icon: CircleCheck },
    { label: labels.hourlyRate, value: perHour(format.usd(dashboardStats.averagePerHour)), icon: Timer },
    { label: labels.rank, value: ranks[dashboardStats.rank], icon: Crown },
  ];
  return <StatGrid stats={stats} variant="panel" />;
}
