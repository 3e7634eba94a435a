/*
 * The language-neutral side of the app's screens that the site draws in a phone
 * (`src/components/phone/`): which screens there are, their tabs, quests and labels, and the
 * figures they show. No icons here: pages read the screens' ids without loading the phone's code. Their words: the `appScreens` area of `messages/<locale>.json`, keyed by these ids.
 * Every figure is the spec's (§9): the sample rewards card's 87/100 labels, the next reward's
 * 13 labels for 2.80 tokens, the Weekly Warrior streak at 5 of 7 days; the earner's money is the
 * demo earner's of /dashboard (`demoUserData.ts`), so the phones and the dashboard agree.
 */
import { dashboardStats, recentActivity } from './demoUserData';

/** The screens, one per phone: sign-up, the quest list, a labelling quest, the rewards. */
export const appScreenIds = ['welcome', 'questList', 'labeling', 'rewards'] as const;
export type AppScreenId = (typeof appScreenIds)[number];

/** The app's tabs, in order (their icons: `src/components/phone/PhoneFrame.tsx`). */
export const appTabIds = ['quests', 'rewards', 'profile'] as const;
export type AppTabId = (typeof appTabIds)[number];

/** The quests the list shows, in order; the first is the labelling quest under way (their icons: `src/components/phone/screens.tsx`). */
export const appQuestIds = ['imageLabeling', 'textVerification', 'audioTranscription', 'receiptUpload'] as const;
export type AppQuestId = (typeof appQuestIds)[number];

/** The quest list's filter chips, the first one chosen. */
export const appQuestFilters = ['all', 'images', 'text'] as const;
export type AppQuestFilterId = (typeof appQuestFilters)[number];

/** The labels a labelling quest offers, the first one chosen. */
export const appLabels = ['car', 'person', 'bicycle'] as const;
export type AppLabelId = (typeof appLabels)[number];

/** Labels done out of the batch (spec §9: the sample rewards card). */
export const labelingProgress = { completed: 87, total: 100 } as const;

/**
 * The demo earner's money as the app shows it: the total earned, today's earnings, and the moment
 * of earning, the dashboard's last completed quest passing verification (an image labeling quest).
 */
export const earnerMoney = {
  total: dashboardStats.totalEarnings,
  today: dashboardStats.todayEarnings,
  verifiedReward: recentActivity.find((item) => item.status === 'completed')!.reward,
} as const;

/** The Weekly Warrior streak: days done out of the goal (spec §2, the dashboard's next achievement). */
export const streakProgress = { completed: 5, total: 7 } as const;

/**
 * The boxes on the labelling quest's street scene, in percent of the picture (which is drawn in a
 * 16:13 frame): two cars boxed, the second box still being drawn.
 */
export const labelBoxes = [
  { label: 'car', x: 6, y: 57.5, width: 39, height: 26, done: true },
  { label: 'car', x: 58, y: 64.5, width: 31, height: 20.5, done: false },
] as const satisfies readonly { label: AppLabelId; x: number; y: number; width: number; height: number; done: boolean }[];
