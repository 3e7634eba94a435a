import { BrainCircuit, ChartNoAxesCombined, ListChecks, SlidersHorizontal, Users, Zap, type LucideIcon } from 'lucide-react';
import type { AccentTone, InternalAction, Stat } from '../types';

export interface Partner {
  name: string;
  /** Local wordmark image in public/images/partners/ (rendered from scripts/artwork/partners/ by scripts/generate-icons.mjs). */
  logo: string;
  alt: string;
}

export interface FeatureCard {
  icon: LucideIcon;
  title: string;
  description: string;
  features: readonly string[];
  /** The accent of the card's icon tile and top edge. */
  gradient: AccentTone;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  /** Local illustrated avatar in public/images/avatars/ (rendered from scripts/artwork/avatars/ by scripts/generate-icons.mjs). */
  image: string;
  verified: boolean;
  earnings: string;
}

/** The home page below its hero: hydrated after the first load, with its copy (decision 005). */
export interface HomeSectionsWords {
  partnersStrip: { title: string; partners: readonly Partner[] };
  featuresSection: { title: string; lead: string; features: readonly FeatureCard[] };
  statsBand: { title: string; lead: string; stats: readonly Stat[]; note: string };
  testimonialsSection: { title: string; lead: string; verifiedLabel: string; testimonials: readonly Testimonial[] };
  finalCallToAction: { title: string; lead: string; primaryAction: InternalAction; secondaryAction: InternalAction };
}

const homeSections: HomeSectionsWords = {
  partnersStrip: {
    title: 'Trusted by teams building tomorrow’s AI',
    partners: [
      { name: 'Northwind Labs', logo: '/images/partners/northwind-labs.png', alt: 'Northwind Labs' },
      { name: 'Vertexa', logo: '/images/partners/vertexa.png', alt: 'Vertexa' },
      { name: 'Lumen Robotics', logo: '/images/partners/lumen-robotics.png', alt: 'Lumen Robotics' },
      { name: 'Quantive', logo: '/images/partners/quantive.png', alt: 'Quantive' },
      { name: 'Heliograph', logo: '/images/partners/heliograph.png', alt: 'Heliograph' },
    ],
  },
  featuresSection: {
    title: 'Everything you need to earn on your terms',
    lead: 'Short quests, fast rewards and full control over when and how you work.',
    features: [
      {
        icon: ListChecks,
        title: 'Simple Quests',
        description: 'Bite-sized tasks anyone can do in a few minutes, with clear instructions every time.',
        features: ['Image labeling and text checks', 'Audio transcription and surveys', 'No experience needed'],
        gradient: 'primary',
      },
      {
        icon: Zap,
        title: 'Real-Time Rewards',
        description: 'Points land in your balance as soon as a quest passes verification.',
        features: ['Credited usually within minutes', 'No minimum payout threshold', 'Points, money or $SCAN tokens'],
        gradient: 'warning',
      },
      {
        icon: BrainCircuit,
        title: 'AI Training Power',
        description: 'Every label you add helps teams train fairer, more accurate AI models.',
        features: ['Real datasets from real projects', 'Human verification where needed', 'Data shared with consent'],
        gradient: 'accent',
      },
      {
        icon: SlidersHorizontal,
        title: 'Full Control',
        description: 'Choose the quests you like and work whenever it suits you.',
        features: ['Pick quests by type and reward', 'Work from anywhere, any time', 'Opt out of data sales'],
        gradient: 'danger',
      },
      {
        icon: ChartNoAxesCombined,
        title: 'Track Progress',
        description: 'See your earnings, streaks and accuracy grow from day to day.',
        features: ['Daily and weekly earnings', 'Streak bonuses and badges', 'Accuracy at a glance'],
        gradient: 'success',
      },
      {
        icon: Users,
        title: 'Community Driven',
        description: 'Learn from other trainers and grow your earnings together.',
        features: ['2,000 points for you and each friend you invite', '10% of your invitees’ points', 'Active Discord community'],
        gradient: 'primary',
      },
    ],
  },
  statsBand: {
    title: 'Rewards that add up',
    lead: 'A growing community of AI trainers, paid for real work.',
    stats: [
      { number: '$2.5M', suffix: '+', label: 'Paid to trainers' },
      { number: '50K', suffix: '+', label: 'Active users' },
      { number: '1M', suffix: '+', label: 'Quests completed daily' },
      { number: '<10', suffix: ' min', label: 'From signup to payout' },
    ],
    note: 'No minimum payout threshold',
  },
  testimonialsSection: {
    title: 'Loved by AI trainers',
    lead: 'Real routines from people who fit quests around their day.',
    verifiedLabel: 'Verified earner',
    testimonials: [
      {
        quote:
          'I label images on my commute and during lunch. The points show up within minutes, so I always know exactly what I have earned.',
        author: 'Amara Okafor',
        role: 'Part-time designer',
        company: 'Studio Kestrel',
        image: '/images/avatars/amara-okafor.png',
        verified: true,
        earnings: '$1,240 earned',
      },
      {
        quote:
          'Transcription quests are perfect between classes. Inviting my study group doubled my weekly points thanks to the referral share.',
        author: 'Diego Ramírez',
        role: 'Engineering student',
        company: 'Bayview Polytechnic',
        image: '/images/avatars/diego-ramirez.png',
        verified: true,
        earnings: '$860 earned',
      },
      {
        quote:
          'I like knowing my work trains better AI. The instructions are clear, the quests are short and there is no minimum payout threshold.',
        author: 'Priya Nair',
        role: 'Retail supervisor',
        company: 'Harbor Street Market',
        image: '/images/avatars/priya-nair.png',
        verified: true,
        earnings: '$2,310 earned',
      },
    ],
  },
  finalCallToAction: {
    title: 'Ready to start earning?',
    lead: 'Download the app, finish your first quest in minutes and get rewarded. Questions? The community is one click away.',
    primaryAction: { label: 'Download the App', to: '/app-download' },
    secondaryAction: { label: 'Join the Community', to: '/community' },
  },
};

export default homeSections;
