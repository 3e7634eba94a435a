/**
 * The hard-coded demo earner behind the dashboard and profile screens (spec §2, §3): numbers,
 * dates, ids, in every language. Their words (names of badges, quests, ranks…):
 * the `demoUser` area of `messages/<locale>.json`, keyed by these ids.
 *
 * Amounts are US dollars. Figures are kept consistent with one another: the earnings series
 * add up to the period totals, this week is the month's last week, and the hourly rate stays
 * within the advertised "up to $15.50".
 */

/** The demo earner's details that no language changes (location and bio are words: the demoUser words'). */
export interface DemoProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Path of a local image. */
  avatar: string;
}

export type Rank = 'Bronze' | 'Silver' | 'Gold' | 'Platinum';

export interface DemoProfileStats {
  totalEarnings: number;
  questsCompleted: number;
  /** Shown as the hourly rate, in dollars per hour. */
  averageRating: number;
  /** ISO date. */
  joinDate: string;
  currentStreak: number;
  rank: Rank;
  /** Number of badges earned. */
  badges: number;
}

export interface DemoDashboardStats {
  todayEarnings: number;
  weekEarnings: number;
  monthEarnings: number;
  totalEarnings: number;
  questsCompleted: number;
  averagePerHour: number;
  currentStreak: number;
  rank: Rank;
}

export type ActivityStatus = 'completed' | 'in-progress';

export type ActivityId = 'act-1' | 'act-2' | 'act-3' | 'act-4';

/** A recent quest; its title and how long ago it happened are words, keyed by its id. */
export interface ActivityItem {
  id: ActivityId;
  reward: number;
  status: ActivityStatus;
}

export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export type RecommendedQuestId = 'rq-1' | 'rq-2' | 'rq-3';

/** A quest picked for the earner; its title is words, keyed by its id. */
export interface RecommendedQuest {
  id: RecommendedQuestId;
  reward: number;
  difficulty: Difficulty;
  /** Estimated time. */
  minutes: number;
}

/** The eight badges; the profile maps each to an icon, its words to its name and description. */
export type BadgeId = 'speed' | 'accuracy' | 'first' | 'streak' | 'community' | 'data' | 'image' | 'elite';

export interface Badge {
  id: BadgeId;
  earned: boolean;
}

export type EarningsPeriod = 'day' | 'week' | 'month';

/** The bars of the earnings chart: hours of today, days of this week, weeks of this month. */
export type EarningsSlot =
  | 'h08'
  | 'h10'
  | 'h12'
  | 'h14'
  | 'h16'
  | 'h18'
  | 'h20'
  | 'mon'
  | 'tue'
  | 'wed'
  | 'thu'
  | 'fri'
  | 'sat'
  | 'sun'
  | 'week1'
  | 'week2'
  | 'week3'
  | 'week4';

export interface EarningsPoint {
  slot: EarningsSlot;
  amount: number;
}

/** The dashboard's shortcuts, in order; they do nothing in the demo. */
export type QuickActionId = 'find-quests' | 'view-earnings' | 'withdraw-funds';
export const quickActions: readonly QuickActionId[] = ['find-quests', 'view-earnings', 'withdraw-funds'];

/** The profile's settings entries, in order; they do nothing in the demo. */
export type SettingId = 'payment-methods' | 'notifications' | 'privacy' | 'download-data' | 'delete-account';
export const accountSettings: readonly SettingId[] = ['payment-methods', 'notifications', 'privacy', 'download-data', 'delete-account'];

export const demoProfile: DemoProfile = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
  phone: '+1 (555) 014-2290',
  avatar: '/images/avatars/demo-user.png',
};

export const badges: readonly Badge[] = [
  { id: 'speed', earned: true },
  { id: 'accuracy', earned: true },
  { id: 'first', earned: true },
  { id: 'streak', earned: true },
  { id: 'community', earned: true },
  { id: 'data', earned: true },
  { id: 'image', earned: false },
  { id: 'elite', earned: false },
];

/** The earnings behind each period of the dashboard chart, oldest first. */
export const earningsSeries: Record<EarningsPeriod, readonly EarningsPoint[]> = {
  day: [
    { slot: 'h08', amount: 2.5 },
    { slot: 'h10', amount: 4 },
    { slot: 'h12', amount: 3.25 },
    { slot: 'h14', amount: 5.75 },
    { slot: 'h16', amount: 4.5 },
    { slot: 'h18', amount: 3 },
    { slot: 'h20', amount: 1.5 },
  ],
  week: [
    { slot: 'mon', amount: 18.2 },
    { slot: 'tue', amount: 22.7 },
    { slot: 'wed', amount: 21.3 },
    { slot: 'thu', amount: 27.6 },
    { slot: 'fri', amount: 19.4 },
    { slot: 'sat', amount: 23.1 },
    { slot: 'sun', amount: 24.5 },
  ],
  month: [
    { slot: 'week1', amount: 148.6 },
    { slot: 'week2', amount: 171.2 },
    { slot: 'week3', amount: 165.7 },
    { slot: 'week4', amount: 156.8 },
  ],
};

const totalEarnings = 2847.5;
const questsCompleted = 342;
const hourlyRate = 12.75;
const currentStreak = 5;
const rank: Rank = 'Gold';

export const dashboardStats: DemoDashboardStats = {
  todayEarnings: 24.5,
  weekEarnings: 156.8,
  monthEarnings: 642.3,
  totalEarnings,
  questsCompleted,
  averagePerHour: hourlyRate,
  currentStreak,
  rank,
};

export const profileStats: DemoProfileStats = {
  totalEarnings,
  questsCompleted,
  averageRating: hourlyRate,
  joinDate: '2024-03-12',
  currentStreak,
  rank,
  badges: badges.filter((badge) => badge.earned).length,
};

/** Share of submitted quests that passed verification, in percent, shown in the profile's account stats. */
export const successRate = 97;

export const recentActivity: readonly ActivityItem[] = [
  { id: 'act-1', reward: 4.75, status: 'in-progress' },
  { id: 'act-2', reward: 3.5, status: 'completed' },
  { id: 'act-3', reward: 2.25, status: 'completed' },
  { id: 'act-4', reward: 1.8, status: 'completed' },
];

export const recommendedQuests: readonly RecommendedQuest[] = [
  { id: 'rq-1', reward: 2.5, difficulty: 'Easy', minutes: 15 },
  { id: 'rq-2', reward: 5.25, difficulty: 'Medium', minutes: 25 },
  { id: 'rq-3', reward: 10.5, difficulty: 'Hard', minutes: 45 },
];

/** Progress towards the next badge, in days of the streak, and its bonus in dollars. */
export const nextAchievement = {
  badge: 'streak',
  progress: currentStreak,
  goal: 7,
  bonus: 15,
} as const satisfies { badge: BadgeId; progress: number; goal: number; bonus: number };
