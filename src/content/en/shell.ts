import type { PageName } from '../../routes';
import type { ThemeChoice } from '../../styles/themeChoice';
import type { DraftWords } from '../../lib/mailDraft';
import type { NavItem } from '../types';

/** What a page says of itself in the document's head and its main heading. */
export interface PageMeta {
  /** Document title, before the brand suffix. */
  title: string;
  description: string;
  /** The page's main heading (its only h1). */
  heading: string;
}

export interface FooterColumn {
  title: string;
  items: readonly NavItem[];
}

/**
 * The words around every page: navigation, footer, the theme and language controls, each page's
 * title and heading, the not-found and error pages' words. A document carries its language's
 * shell in its boot data, so no language's shell is part of the JavaScript every page loads.
 */
export interface ShellWords {
  skipLink: string;
  menu: string;
  mainNavLabel: string;
  legalNavLabel: string;
  /** Read after the name of a link that opens another site. */
  opensInNewTab: string;
  headerNav: readonly NavItem[];
  headerCta: NavItem;
  footerColumns: readonly FooterColumn[];
  footerLegal: readonly NavItem[];
  footerSocial: readonly (NavItem & { icon: 'community' | 'docs' })[];
  footerCopy: { description: string; status: string; rights: string };
  theme: { label: string; choices: Record<ThemeChoice, string> };
  language: {
    /** Names the language switcher. */
    label: string;
  };
  pages: Record<PageName, PageMeta>;
  notFound: PageMeta;
  error: {
    heading: string;
    /** What a visitor reads when a page fails in production: nothing about the code behind it. */
    message: string;
    homeLink: string;
  };
  /**
   * Words every form shares: the optional mark and the password toggle's name, `{field}` being
   * the field's toggle name ("Show password"). Templates, not functions: the shell travels as
   * JSON in every document's boot data.
   */
  form: { optional: string; show: string; hide: string };
  /** The mail drafts' own words (both forms). */
  draft: DraftWords;
  legal: {
    tableOfContents: string;
    lastUpdated: string;
    /** Above a translated legal document: the English text is the one that binds. Null in English. */
    translationNotice: string | null;
  };
}

const shell: ShellWords = {
  skipLink: 'Skip to main content',
  menu: 'Menu',
  mainNavLabel: 'Main',
  legalNavLabel: 'Legal',
  opensInNewTab: '(opens in a new tab)',
  headerNav: [
    { label: 'How It Works', to: '/how-it-works' },
    { label: 'Lightpaper', external: 'lightpaper' },
    { label: 'Community', to: '/community' },
    { label: 'Business', to: '/business' },
  ],
  headerCta: { label: 'Start Earning', to: '/app-download' },
  footerColumns: [
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
  ],
  footerLegal: [
    { label: 'Privacy Policy', to: '/privacy' },
    { label: 'Terms of Service', to: '/terms' },
    { label: 'EULA', to: '/eula' },
  ],
  footerSocial: [
    { label: 'Community on Discord', external: 'discord', icon: 'community' },
    { label: 'Documentation', external: 'lightpaper', icon: 'docs' },
  ],
  footerCopy: {
    description:
      'Complete quick data quests, help train better AI and earn points, money or $SCAN tokens — right from your phone.',
    status: 'Platform Status: Active',
    rights: 'All rights reserved.',
  },
  theme: { label: 'Theme', choices: { system: 'System', light: 'Light', dark: 'Dark' } },
  language: {
    label: 'Language',
  },
  pages: {
    Home: {
      title: 'Train AI. Earn Rewards.',
      description:
        'Complete simple data quests on your phone — label images, verify text, transcribe audio — and earn points, money or $SCAN tokens. Free to join.',
      heading: 'Train AI. Earn Rewards.',
    },
    HowItWorks: {
      title: 'How It Works',
      description:
        'Sign up free, choose a quest, complete short tasks and get rewarded within minutes. See the four steps and answers to common questions.',
      heading: 'How It Works',
    },
    Community: {
      title: 'Community & Support',
      description:
        'Join the community on Discord and X, search the help centre FAQ, or message the support team — replies within 2 hours.',
      heading: 'Connect & Get Help',
    },
    SignIn: {
      title: 'Sign In',
      description: 'Sign in to continue earning with quests, rewards and your daily streak.',
      heading: 'Welcome Back',
    },
    SignUp: {
      title: 'Create Account',
      description: 'Create a free account and start earning in under 2 minutes. No experience required.',
      heading: 'Create Account',
    },
    Dashboard: {
      title: 'Dashboard',
      description: 'A demo of the earner dashboard: earnings, streaks, recent activity and recommended quests.',
      heading: 'Dashboard',
    },
    Profile: {
      title: 'Profile',
      description: 'A demo of the earner profile: stats, badges and account settings.',
      heading: 'Profile',
    },
    Privacy: {
      title: 'Privacy Policy',
      description: 'How we collect, use, share and protect your data, and the choices you have.',
      heading: 'Privacy Policy',
    },
    Terms: {
      title: 'Terms of Service',
      description: 'The terms that govern your use of the app, quests, rewards and tokens.',
      heading: 'Terms of Service',
    },
    Eula: {
      title: 'End User License Agreement',
      description: 'The licence under which you may install and use the mobile app.',
      heading: 'End User License Agreement',
    },
    AppDownload: {
      title: 'Download the App',
      description: 'Get the app for Android or iOS and start earning rewards from your first quest.',
      heading: 'Download Our App',
    },
    Business: {
      title: 'Data for Business',
      description:
        'Labeled, validated data from 50K+ contributors with 99% accuracy. Tell us about your project and get a custom quote within 24 hours.',
      heading: 'Scale Your Business with Community Data',
    },
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    heading: 'Page not found',
  },
  error: {
    heading: 'Unexpected Application Error!',
    message: 'This page could not be shown. Please try again in a moment.',
    homeLink: 'Back to the home page',
  },
  form: { optional: '(optional)', show: 'Show {field}', hide: 'Hide {field}' },
  draft: { notProvided: 'Not provided', languageLine: 'Language: English' },
  legal: { tableOfContents: 'On this page', lastUpdated: 'Last updated:', translationNotice: null },
};

export default shell;
