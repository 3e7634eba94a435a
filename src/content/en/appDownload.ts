import { Globe, Smartphone, Zap } from 'lucide-react';
import type { Benefit, InternalAction } from '../types';

/** A button to the web sign-in or sign-up screen. */
export interface WebAccountLink extends InternalAction {
  variant: 'primary' | 'secondary';
}

/** The app download page (/app-download) below its heading (the shell's `pages.AppDownload`). */
export interface AppDownloadWords {
  eyebrow: string;
  lead: string;
  storesTitle: string;
  storesLead: string;
  benefitsTitle: string;
  benefits: readonly Benefit[];
  webTitle: string;
  webLead: string;
  webLinks: readonly WebAccountLink[];
}

const appDownload: AppDownloadWords = {
  eyebrow: 'Free on Android and iOS',
  lead: 'Get the app on your phone, pick a quest and earn points, money or $SCAN tokens from your very first task. Free to join, no experience needed.',
  storesTitle: 'Choose your store',
  storesLead: 'Both apps are free and offer the same quests and rewards.',
  benefitsTitle: 'Why earn with the app',
  benefits: [
    {
      icon: Zap,
      title: 'Instant Earnings',
      description: 'Points are credited as soon as a quest passes verification, usually within minutes.',
      tone: 'warning',
    },
    {
      icon: Globe,
      title: 'Work Anywhere',
      description: 'Quests take a few minutes each: complete them on the bus, on a break or from the sofa.',
      tone: 'accent',
    },
    {
      icon: Smartphone,
      title: 'Easy to Use',
      description: 'Clear instructions on every quest. Download, log in and start: no email verification needed.',
      tone: 'primary',
    },
  ],
  webTitle: 'Prefer the web?',
  webLead: 'Sign in or create your account in the browser, then pick up where you left off in the app.',
  webLinks: [
    { label: 'Sign In', to: '/signin', variant: 'secondary' },
    { label: 'Sign Up', to: '/signup', variant: 'primary' },
  ],
};

export default appDownload;
