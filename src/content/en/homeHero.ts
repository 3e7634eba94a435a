import type { InternalAction } from '../types';

/**
 * The opening of the home page and the illustrative rewards card beside it (spec section 9),
 * apart from the sections below: those load after the first paint with their own copy.
 */
export interface HomeHeroWords {
  homeHero: { eyebrow: string; lead: string; primaryAction: InternalAction; secondaryAction: InternalAction; storesLabel: string };
  sampleRewardsCard: {
    title: string;
    quest: string;
    questDetail: string;
    progressLabel: string;
    completed: number;
    total: number;
    nextReward: string;
    note: string;
  };
}

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'Earn from your phone',
    lead: 'Complete simple data quests — label images, verify text, transcribe audio — and earn points, money or $SCAN tokens while you help train better AI. Free to join, no experience needed.',
    primaryAction: { label: 'Start Earning', to: '/app-download' },
    secondaryAction: { label: 'How It Works', to: '/how-it-works' },
    storesLabel: 'Get the app',
  },
  sampleRewardsCard: {
    title: 'Sample rewards card',
    quest: 'Image labeling',
    questDetail: 'Street scenes · bounding boxes',
    progressLabel: 'Labeling progress',
    completed: 87,
    total: 100,
    nextReward: 'Next reward: 13 labels for 2.80 tokens',
    note: 'Illustrative example',
  },
};

export default homeHero;
