import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Compass from 'lucide-react/icons/compass';
import Gift from 'lucide-react/icons/gift';
import UserPlus from 'lucide-react/icons/user-plus';
import type { RoutePath } from '../routes';
import type { AppScreenId } from './appScreensData';
import type { IconLook } from './types';

/*
 * The language-neutral side of the How It Works page (its words:
 * the `howItWorks` area of `messages/<locale>.json`, keyed by these ids).
 */

/** Where the intro's button goes. */
export const howItWorksAction: RoutePath = '/app-download';

/** The four steps from sign-up to rewards, in order (the page numbers them "01" to "04"), each beside the app's screen for it. */
export const steps = [
  { id: 'signUp', icon: UserPlus, screen: 'welcome' },
  { id: 'chooseQuest', icon: Compass, screen: 'questList' },
  { id: 'completeTasks', icon: ClipboardCheck, screen: 'labeling' },
  { id: 'getRewarded', icon: Gift, screen: 'rewards' },
] as const satisfies readonly (IconLook & { screen: AppScreenId })[];

export type StepId = (typeof steps)[number]['id'];
