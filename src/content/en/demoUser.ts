import type {
  ActivityId,
  ActivityStatus,
  BadgeId,
  Difficulty,
  EarningsPeriod,
  EarningsSlot,
  QuickActionId,
  Rank,
  RecommendedQuestId,
  SettingId,
} from '../demoUserData';

/**
 * The words of the demo dashboard and profile (spec §2, §3), below their headings (the shell's
 * `pages`). The demo earner's numbers, dates and ids: `src/content/demoUserData.ts`. Amounts
 * arrive already formatted in the page's language (`useFormatter`).
 */
export interface DemoUserWords {
  /** The demo earner's words: where they live and what they say of themselves. */
  demoProfile: { location: string; bio: string };
  ranks: Record<Rank, string>;
  badges: Record<BadgeId, { name: string; description: string }>;
  /** A rate in dollars per hour: "$12.75/hr". */
  perHour: (amount: string) => string;
  dashboardCopy: {
    eyebrow: string;
    greeting: (firstName: string) => string;
    lead: string;
    streak: {
      title: (days: number) => string;
      /** `badge`: the name of the badge the streak leads to. */
      text: (daysLeft: number, badge: string) => string;
    };
    stats: { todayEarnings: string; questsCompleted: string; hourlyRate: string; rank: string };
    earnings: {
      title: string;
      periodGroupLabel: string;
      periods: Record<EarningsPeriod, { button: string; caption: string; chart: string }>;
      /** The label under each bar. */
      slots: Record<EarningsSlot, string>;
      /** The chart's text alternative: its title, every bar, then the highest one. */
      description: (
        title: string,
        points: readonly { label: string; amount: string }[],
        highest: { label: string; amount: string },
      ) => string;
      scaleNote: (bottom: string, top: string) => string;
    };
    activity: {
      title: string;
      status: Record<ActivityStatus, string>;
      items: Record<ActivityId, { title: string; time: string }>;
    };
    quickActions: { title: string; actions: Record<QuickActionId, string> };
    recommended: {
      title: string;
      /** Read before the reward by screen readers. */
      rewardLabel: string;
      /** Read before the estimated time by screen readers. */
      timeLabel: string;
      quests: Record<RecommendedQuestId, string>;
      difficulties: Record<Difficulty, string>;
      minutes: (minutes: number) => string;
    };
    achievement: {
      title: string;
      description: string;
      progress: (days: number, goal: number) => string;
      bonus: (amount: string) => string;
    };
  };
  profileCopy: {
    eyebrow: string;
    lead: string;
    /** The pill beside the location: "Gold rank". */
    rankPill: (rank: string) => string;
    stats: { totalEarned: string; questsDone: string; hourlyRate: string; dayStreak: string };
    edit: {
      open: string;
      formTitle: string;
      close: string;
      save: string;
      notice: string;
      fields: Record<'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'bio', string>;
    };
    badges: { title: string; earned: string; notEarned: string };
    accountStats: {
      title: string;
      memberSince: string;
      totalBadges: string;
      rank: string;
      successRate: string;
      /** "6 of 8". */
      badgeCount: (earned: number, total: number) => string;
      /** A share in percent, the number already formatted: "97%". */
      percent: (value: string) => string;
    };
    settings: { title: string; actions: Record<SettingId, string> };
  };
}

const demoUser: DemoUserWords = {
  demoProfile: {
    location: 'Austin, Texas',
    bio: 'AI trainer since 2024. I love image labeling quests, tidy data and keeping my daily streak alive.',
  },
  ranks: { Bronze: 'Bronze', Silver: 'Silver', Gold: 'Gold', Platinum: 'Platinum' },
  badges: {
    speed: { name: 'Speed Demon', description: '10 quests in one hour' },
    accuracy: { name: 'Accuracy Master', description: '98% accuracy for 100 quests' },
    first: { name: 'First Quest', description: 'Complete your first quest' },
    streak: { name: 'Weekly Warrior', description: '7 days in a row' },
    community: { name: 'Community Helper', description: 'Help 50+ new members' },
    data: { name: 'Data Expert', description: '500 data validation quests' },
    image: { name: 'Image Pro', description: '1000 image labeling quests' },
    elite: { name: 'Elite Earner', description: 'Earn $5000 in total' },
  },
  perHour: (amount) => `${amount}/hr`,
  dashboardCopy: {
    eyebrow: 'Demo dashboard',
    greeting: (firstName) => `Welcome back, ${firstName}!`,
    lead: 'Here is how your quests are paying off. These figures are a static demo.',
    streak: {
      title: (days) => `${days}-day streak!`,
      text: (daysLeft, badge) => `Complete a quest today to keep it going. You are ${daysLeft} days away from the ${badge} bonus.`,
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
      periods: {
        day: { button: 'Day', caption: 'Earned today', chart: 'Earnings by hour today' },
        week: { button: 'Week', caption: 'Earned this week', chart: 'Earnings by day this week' },
        month: { button: 'Month', caption: 'Earned this month', chart: 'Earnings by week this month' },
      },
      slots: {
        h08: '8 AM',
        h10: '10 AM',
        h12: '12 PM',
        h14: '2 PM',
        h16: '4 PM',
        h18: '6 PM',
        h20: '8 PM',
        mon: 'Mon',
        tue: 'Tue',
        wed: 'Wed',
        thu: 'Thu',
        fri: 'Fri',
        sat: 'Sat',
        sun: 'Sun',
        week1: 'Week 1',
        week2: 'Week 2',
        week3: 'Week 3',
        week4: 'Week 4',
      },
      description: (title, points, highest) =>
        `${title}: ${points.map((point) => `${point.label} ${point.amount}`).join(', ')}. Highest: ${highest.label}, ${highest.amount}.`,
      scaleNote: (bottom, top) => `Bar heights run from ${bottom} at the baseline to ${top} at the top line.`,
    },
    activity: {
      title: 'Recent Activity',
      status: { completed: 'Completed', 'in-progress': 'In progress' },
      items: {
        'act-1': { title: 'Audio Transcription: Podcast Clip', time: '10 minutes ago' },
        'act-2': { title: 'Image Labeling: Street Signs', time: '2 hours ago' },
        'act-3': { title: 'Text Verification: Product Reviews', time: '4 hours ago' },
        'act-4': { title: 'Data Validation: Store Hours', time: 'Yesterday' },
      },
    },
    quickActions: {
      title: 'Quick Actions',
      actions: { 'find-quests': 'Find New Quests', 'view-earnings': 'View Earnings', 'withdraw-funds': 'Withdraw Funds' },
    },
    recommended: {
      title: 'Recommended Quests',
      rewardLabel: 'Reward',
      timeLabel: 'Estimated time',
      quests: {
        'rq-1': 'Label Traffic Scenes',
        'rq-2': 'Verify Receipt Totals',
        'rq-3': 'Moderate Forum Posts',
      },
      difficulties: { Easy: 'Easy', Medium: 'Medium', Hard: 'Hard' },
      minutes: (minutes) => `${minutes} min`,
    },
    achievement: {
      title: 'Next Achievement',
      description: 'Complete at least one quest a day for 7 days in a row.',
      progress: (days, goal) => `${days} of ${goal} days`,
      bonus: (amount) => `${amount} bonus`,
    },
  },
  profileCopy: {
    eyebrow: 'Demo profile',
    lead: 'Your public earner profile, badges and account settings. Changes are not saved in this demo.',
    rankPill: (rank) => `${rank} rank`,
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
      badgeCount: (earned, total) => `${earned} of ${total}`,
      percent: (value) => `${value}%`,
    },
    settings: {
      title: 'Account Settings',
      actions: {
        'payment-methods': 'Payment Methods',
        notifications: 'Notification Settings',
        privacy: 'Privacy Settings',
        'download-data': 'Download Data',
        'delete-account': 'Delete Account',
      },
    },
  },
};

export default demoUser;
