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
 * with its words (decision 005). The partner marks and testimonials are operator content: `proof.ts`.
 */

export const features = [
  { id: 'simpleQuests', icon: ListChecks },
  { id: 'realTimeRewards', icon: Zap },
  { id: 'aiTraining', icon: BrainCircuit },
  { id: 'fullControl', icon: SlidersHorizontal },
  { id: 'trackProgress', icon: ChartNoAxesCombined },
  { id: 'communityDriven', icon: Users },
] as const satisfies readonly IconLook[];

export type FeatureId = (typeof features)[number]['id'];

/** Where the closing call to action's two buttons go. */
export const finalCallToActionTargets = { primary: '/app-download', secondary: '/community' } as const satisfies Record<string, RoutePath>;
