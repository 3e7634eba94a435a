import type { HomeHeroWords } from '../schema';

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'Earn from your phone',
    lead: 'Complete simple data quests — label images, verify text, transcribe audio — and earn points, money or $SCAN tokens while you help train better AI. Free to join, no experience needed.',
    primaryAction: 'Start Earning',
    secondaryAction: 'How It Works',
    storesLabel: 'Get the app',
    phoneNote: 'Illustrative example',
  },
};

export default homeHero;
