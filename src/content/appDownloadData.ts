import Globe from 'lucide-react/icons/globe';
import Smartphone from 'lucide-react/icons/smartphone';
import Zap from 'lucide-react/icons/zap';
import type { RoutePath } from '../routes';
import type { IconLook } from './types';

/*
 * The language-neutral side of the app download page (its words:
 * the `appDownload` area of `messages/<locale>.json`, keyed by these ids).
 */

export const appBenefits = [
  { id: 'instantEarnings', icon: Zap },
  { id: 'workAnywhere', icon: Globe },
  { id: 'easyToUse', icon: Smartphone },
] as const satisfies readonly IconLook[];

export type AppBenefitId = (typeof appBenefits)[number]['id'];

/** A button to the web sign-in or sign-up screen. */
export interface WebAccountLink {
  id: string;
  to: RoutePath;
  variant: 'primary' | 'secondary';
}

export const webAccountLinks = [
  { id: 'signIn', to: '/signin', variant: 'secondary' },
  { id: 'signUp', to: '/signup', variant: 'primary' },
] as const satisfies readonly WebAccountLink[];

export type WebAccountLinkId = (typeof webAccountLinks)[number]['id'];
