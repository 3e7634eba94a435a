import BrainCircuit from 'lucide-react/icons/brain-circuit';
import ChartNoAxesCombined from 'lucide-react/icons/chart-no-axes-combined';
import ListChecks from 'lucide-react/icons/list-checks';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import type { RoutePath } from '../routes';
import type { IconLook } from './types';

/*
 * The language-neutral side of the home page below its hero (its words:
 * the `homeSections` area of `messages/<locale>.json`, keyed by these ids): hydrated after the first load,
 * with its words (decision 005).
 */

export interface Partner {
  /** The wordmark's name, also its text alternative. */
  name: string;
  /** Local wordmark image in public/images/partners/ (rendered from scripts/artwork/partners/ by scripts/generate-icons.mjs). */
  logo: string;
}

export const partners: readonly Partner[] = [
  { name: 'Northwind Labs', logo: '/images/partners/northwind-labs.png' },
  { name: 'Vertexa', logo: '/images/partners/vertexa.png' },
  { name: 'Lumen Robotics', logo: '/images/partners/lumen-robotics.png' },
  { name: 'Quantive', logo: '/images/partners/quantive.png' },
  { name: 'Heliograph', logo: '/images/partners/heliograph.png' },
];

export const features = [
  { id: 'simpleQuests', icon: ListChecks },
  { id: 'realTimeRewards', icon: Zap },
  { id: 'aiTraining', icon: BrainCircuit },
  { id: 'fullControl', icon: SlidersHorizontal },
  { id: 'trackProgress', icon: ChartNoAxesCombined },
  { id: 'communityDriven', icon: Users },
] as const satisfies readonly IconLook[];

export type FeatureId = (typeof features)[number]['id'];

/** An earner who speaks for the app; what they say, their role and earnings are words. */
export interface TestimonialAuthor {
  id: string;
  name: string;
  company: string;
  /** Local illustrated avatar in public/images/avatars/ (rendered from scripts/artwork/avatars/ by scripts/generate-icons.mjs). */
  image: string;
  verified: boolean;
}

export const testimonialAuthors = [
  { id: 'amara', name: 'Amara Okafor', company: 'Studio Kestrel', image: '/images/avatars/amara-okafor.png', verified: true },
  { id: 'diego', name: 'Diego Ramírez', company: 'Bayview Polytechnic', image: '/images/avatars/diego-ramirez.png', verified: true },
  { id: 'priya', name: 'Priya Nair', company: 'Harbor Street Market', image: '/images/avatars/priya-nair.png', verified: true },
] as const satisfies readonly TestimonialAuthor[];

export type TestimonialId = (typeof testimonialAuthors)[number]['id'];

/** Where the closing call to action's two buttons go. */
export const finalCallToActionTargets = { primary: '/app-download', secondary: '/community' } as const satisfies Record<string, RoutePath>;
