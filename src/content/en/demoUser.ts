/**
 * The hard-coded demo earner behind the dashboard and profile screens (spec §2, §3).
 * Amounts are US dollars. Figures are kept consistent with one another: the earnings series
 * add up to the period totals, this week is the month's last week, and the hourly rate stays
 * within the advertised "up to $15.50".
 */

export interface DemoProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  bio: string;
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

export interface ActivityItem {
  id: string;
  title: string;
  reward: number;
  status: ActivityStatus;
  time: string;
}

export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export interface RecommendedQuest {
  id: string;
  title: string;
  reward: number;
  difficulty: Difficulty;
  time: string;
}

/** Names of the badge artworks; the profile maps each to an icon. */
export type BadgeIcon = 'speed' | 'accuracy' | 'first' | 'streak' | 'community' | 'data' | 'image' | 'elite';

export interface Badge {
  name: string;
  description: string;
  earned: boolean;
  icon: BadgeIcon;
}

export type EarningsPeriod = 'day' | 'week' | 'month';

export interface EarningsPoint {
  label: string;
  amount: number;
}

export const demoProfile: DemoProfile = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
  phone: '+1 (555) 014-2290',
  location: 'Austin, Texas',
  bio: 'AI trainer since 2024. I love image labeling quests, tidy data and keeping my daily streak alive.',
  avatar: '/images/avatars/demo-user.svg',
};

export const badges: readonly Badge[] = [
  { name: 'Speed Demon', description: '10 quests in one hour', earned: true, icon: 'speed' },
  { name: 'Accuracy Master', description: '98% accuracy for 100 quests', earned: true, icon: 'accuracy' },
  { name: 'First Quest', description: 'Complete your first quest', earned: true, icon: 'first' },
  { name: 'Weekly Warrior', description: '7 days in a row', earned: true, icon: 'streak' },
  { name: 'Community Helper', description: 'Help 50+ new members', earned: true, icon: 'community' },
  { name: 'Data Expert', description: '500 data validation quests', earned: true, icon: 'data' },
  { name: 'Image Pro', description: '1000 image labeling quests', earned: false, icon: 'image' },
  { name: 'Elite Earner', description: 'Earn $5000 in total', earned: false, icon: 'elite' },
];

/** The earnings behind each period of the dashboard chart, oldest first. */
export const earningsSeries: Record<EarningsPeriod, readonly EarningsPoint[]> = {
  day: [
    { label: '8 AM', amount: 2.5 },
    { label: '10 AM', amount: 4 },
    { label: '12 PM', amount: 3.25 },
    { label: '2 PM', amount: 5.75 },
    { label: '4 PM', amount: 4.5 },
    { label: '6 PM', amount: 3 },
    { label: '8 PM', amount: 1.5 },
  ],
  week: [
    { label: 'Mon', amount: 18.2 },
    { label: 'Tue', amount: 22.7 },
    { label: 'Wed', amount: 21.3 },
    { label: 'Thu', amount: 27.6 },
    { label: 'Fri', amount: 19.4 },
    { label: 'Sat', amount: 23.1 },
    { label: 'Sun', amount: 24.5 },
  ],
  month: [
    { label: 'Week 1', amount: 148.6 },
    { label: 'Week 2', amount: 171.2 },
    { label: 'Week 3', amount: 165.7 },
    { label: 'Week 4', amount: 156.8 },
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

/** Share of submitted quests that passed verification, shown in the profile's account stats. */
export const successRate = 97;

export const recentActivity: readonly ActivityItem[] = [
  { id: 'act-1', title: 'Audio Transcription: Podcast Clip', reward: 4.75, status: 'in-progress', time: '10 minutes ago' },
  { id: 'act-2', title: 'Image Labeling: Street Signs', reward: 3.5, status: 'completed', time: '2 hours ago' },
  { id: 'act-3', title: 'Text Verification: Product Reviews', reward: 2.25, status: 'completed', time: '4 hours ago' },
  { id: 'act-4', title: 'Data Validation: Store Hours', reward: 1.8, status: 'completed', time: 'Yesterday' },
];

export const recommendedQuests: readonly RecommendedQuest[] = [
  { id: 'rq-1', title: 'Label Traffic Scenes', reward: 2.5, difficulty: 'Easy', time: '15 min' },
  { id: 'rq-2', title: 'Verify Receipt Totals', reward: 5.25, difficulty: 'Medium', time: '25 min' },
  { id: 'rq-3', title: 'Moderate Forum Posts', reward: 10.5, difficulty: 'Hard', time: '45 min' },
];

export const nextAchievement = {
  name: 'Weekly Warrior',
  description: 'Complete at least one quest a day for 7 days in a row.',
  progress: currentStreak,
  goal: 7,
  unit: 'days',
  bonus: 15,
} as const;

export const dashboardCopy = {
  eyebrow: 'Demo dashboard',
  greeting: `Welcome back, ${demoProfile.firstName}!`,
  lead: 'Here is how your quests are paying off. These figures are a static demo.',
  streak: {
    title: `${currentStreak}-day streak!`,
    text: `Complete a quest today to keep it going. You are ${nextAchievement.goal - currentStreak} days away from the ${nextAchievement.name} bonus.`,
  },
  stats: {
    todayEarnings: "Today's Earnings",
    questsCompleted: 'Quests Completed',
    hourlyRate: 'Hourly Rate',
    rank: 'Current Rank',
  },
  earnings: {
    title: 'Earnings Overview',
    periodGroupLabel: 'Earnings period',
    scaleNote: (top: string) => `Bar heights run from $0 at the baseline to ${top} at the top line.`,
    periods: {
      day: { button: 'Day', caption: 'Earned today', chart: 'Earnings by hour today' },
      week: { button: 'Week', caption: 'Earned this week', chart: 'Earnings by day this week' },
      month: { button: 'Month', caption: 'Earned this month', chart: 'Earnings by week this month' },
    } satisfies Record<EarningsPeriod, { button: string; caption: string; chart: string }>,
  },
  activity: {
    title: 'Recent Activity',
    status: { completed: 'Completed', 'in-progress': 'In progress' } satisfies Record<ActivityStatus, string>,
  },
  quickActions: { title: 'Quick Actions', actions: ['Find New Quests', 'View Earnings', 'Withdraw Funds'] },
  recommended: { title: 'Recommended Quests', rewardLabel: 'Reward', timeLabel: 'Estimated time' },
  achievement: { title: 'Next Achievement', bonusLabel: 'bonus' },
} as const;

export const profileCopy = {
  eyebrow: 'Demo profile',
  lead: 'Your public earner profile, badges and account settings. Changes are not saved in this demo.',
  rankSuffix: 'rank',
  stats: {
    totalEarned: 'Total Earned',
    questsDone: 'Quests Done',
    hourlyRate: 'Hourly Rate',
    dayStreak: 'Day Streak',
  },
  edit: {
    open: 'Edit Profile',
    formTitle: 'Edit your details',
    close: 'Close edit mode',
    save: 'Save Changes',
    notice: 'This is a demo: nothing you change here is saved.',
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      bio: 'Bio',
    },
  },
  badges: { title: 'Achievements & Badges', earned: 'Earned', notEarned: 'Not earned' },
  accountStats: {
    title: 'Account Stats',
    memberSince: 'Member Since',
    totalBadges: 'Total Badges',
    rank: 'Current Rank',
    successRate: 'Success Rate',
  },
  settings: {
    title: 'Account Settings',
    actions: ['Payment Methods', 'Notification Settings', 'Privacy Settings', 'Download Data', 'Delete Account'],
  },
} as const;
