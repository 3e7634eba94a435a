import type { SiteConfig } from './site';
import type { RoutePath } from '../routes';

/** A link to a route of the table, or to one of the site's configured outbound URLs. */
export type NavTarget = { to: RoutePath } | { external: keyof SiteConfig['links'] };

export type NavItem = NavTarget & { label: string };

export const headerNav: readonly NavItem[] = [
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Lightpaper', external: 'lightpaper' },
  { label: 'Community', to: '/community' },
  { label: 'Business', to: '/business' },
];

export const headerCta: NavItem = { label: 'Start Earning', to: '/app-download' };

export interface FooterColumn {
  title: string;
  items: readonly NavItem[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Get Started',
    items: [
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'Download', to: '/app-download' },
    ],
  },
  {
    title: 'Services',
    items: [
      { label: 'Image Labeling', to: '/support' },
      { label: 'Text Verification', to: '/support' },
      { label: 'Data Validation', to: '/support' },
      { label: 'Audio Transcription', to: '/support' },
    ],
  },
  {
    title: 'Support',
    items: [
      { label: 'Help Center', to: '/support' },
      { label: 'Contact Us', to: '/support' },
      { label: 'FAQ', to: '/support' },
      { label: 'Community', to: '/community' },
    ],
  },
];

export const footerLegal: readonly NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'EULA', to: '/eula' },
];

export const footerSocial = [
  { label: 'Community on Discord', external: 'discord', icon: 'community' },
  { label: 'Documentation', external: 'lightpaper', icon: 'docs' },
] as const satisfies readonly (NavItem & { icon: 'community' | 'docs' })[];

export const footerCopy = {
  description:
    'Complete quick data quests, help train better AI and earn points, money or $SCAN tokens — right from your phone.',
  status: 'Platform Status: Active',
  rights: 'All rights reserved.',
} as const;
