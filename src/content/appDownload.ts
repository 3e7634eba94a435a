import { Globe, Smartphone, Zap } from 'lucide-react';
import type { RoutePath } from '../routes';
import type { SiteConfig } from './site';
import type { Benefit } from './types';

/** A store that lists the app; its URL comes from the site configuration. */
export interface StoreListing {
  platform: 'Android' | 'iOS';
  store: 'Google Play' | 'App Store';
  /** The small first line of the badge, as the stores' own badges word it. */
  badgeCaption: string;
  link: keyof Pick<SiteConfig['links'], 'googlePlay' | 'appStore'>;
  /** The store's logo, white on transparent, in public/images/stores/. */
  logo: string;
  description: string;
}

export const storeListings: readonly StoreListing[] = [
  {
    platform: 'Android',
    store: 'Google Play',
    badgeCaption: 'GET IT ON',
    link: 'googlePlay',
    logo: '/images/stores/google-play.svg',
    description: 'For Android phones and tablets. Install from Google Play and start your first quest in minutes.',
  },
  {
    platform: 'iOS',
    store: 'App Store',
    badgeCaption: 'Download on the',
    link: 'appStore',
    logo: '/images/stores/apple.svg',
    description: 'For iPhone and iPad. Install from the App Store and start your first quest in minutes.',
  },
];

export interface WebAccountLink {
  label: string;
  to: RoutePath;
  variant: 'primary' | 'secondary';
}

export const appDownloadContent = {
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
  ] satisfies Benefit[],
  webTitle: 'Prefer the web?',
  webLead: 'Sign in or create your account in the browser, then pick up where you left off in the app.',
  webLinks: [
    { label: 'Sign In', to: '/signin', variant: 'secondary' },
    { label: 'Sign Up', to: '/signup', variant: 'primary' },
  ] satisfies WebAccountLink[],
} as const;
