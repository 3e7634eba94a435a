import CircleCheck from 'lucide-react/icons/circle-check';
import Crown from 'lucide-react/icons/crown';
import DollarSign from 'lucide-react/icons/dollar-sign';
import Timer from 'lucide-react/icons/timer';
import { dashboardStats } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { StatGrid, type StatItem } from '../ui/StatGrid';

/** The four headline figures of the dashboard. */
export function StatCards() {
  const t = useMessages('demoUser', numbers);
  const stats: readonly StatItem[] = [
    { label: t('dashboard.stats.todayEarnings'), value: t('figures.usd', { amount: dashboardStats.todayEarnings }), icon: DollarSign },
    {
      label: t('dashboard.stats.questsCompleted'),
      value: t('figures.count', { count: dashboardStats.questsCompleted }),
      icon: CircleCheck,
    },
    { label: t('dashboard.stats.hourlyRate'), value: t('perHour', { amount: dashboardStats.averagePerHour }), icon: Timer },
    { label: t('dashboard.stats.rank'), value: t(`ranks.${dashboardStats.rank}`), icon: Crown },
  ];
  return <StatGrid stats={stats} variant="panel" />;
}
