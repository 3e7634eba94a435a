import type { InternalAction } from './home';

/*
 * The opening of the home page, kept apart from the rest of its copy: the hero ships with the
 * first load, the sections below it in a chunk of their own (see DeferredHydration.tsx).
 */

export const homeHero = {
  eyebrow: 'Earn from your phone',
  lead: 'Complete simple data quests — label images, verify text, transcribe audio — and earn points, money or $SCAN tokens while you help train better AI. Free to join, no experience needed.',
  primaryAction: { label: 'Start Earning', to: '/app-download' } satisfies InternalAction,
  secondaryAction: { label: 'How It Works', to: '/how-it-works' } satisfies InternalAction,
  storesLabel: 'Get the app',
} as const;

/** The illustrative rewards card beside the hero (spec section 9). */
export const sampleRewardsCard = {
  title: 'Sample rewards card',
  quest: 'Image labeling',
  questDetail: 'Street scenes · bounding boxes',
  progressLabel: 'Labeling progress',
  completed: 87,
  total: 100,
  nextReward: 'Next reward: 13 labels for 2.80 tokens',
  note: 'Illustrative example',
} as const;
