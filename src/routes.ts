import { canonicalFaqQuery } from './lib/faqFilter';

/**
 * THE route table. The server's status codes, the client's <Routes>, navigation, the sitemap
 * and the tests all read this list; nothing else repeats it.
 */
export type PageName =
  | 'Home'
  | 'HowItWorks'
  | 'Community'
  | 'SignIn'
  | 'SignUp'
  | 'Dashboard'
  | 'Profile'
  | 'Privacy'
  | 'Terms'
  | 'Eula'
  | 'AppDownload'
  | 'Business';

export interface AppRoute {
  path: string;
  /** Module in src/pages/ that renders the route. */
  page: PageName;
  /** Document title, before the brand suffix. */
  title: string;
  description: string;
  /** The page's main heading (its only h1). */
  heading: string;
  /** Path of the canonical URL when the route duplicates another one. */
  canonicalPath?: string;
  /**
   * For a page that reads its URL's query: the one spelling of what it reads. The server
   * renders and keeps one document per spelling; every other parameter (`utm_…`, `gclid`,
   * `ref`) changes nothing. Pages without it read no query at all.
   */
  readsQuery?: (searchParams: URLSearchParams) => string;
}

export const routes = [
  {
    path: '/',
    page: 'Home',
    title: 'Train AI. Earn Rewards.',
    description:
      'Complete simple data quests on your phone — label images, verify text, transcribe audio — and earn points, money or $SCAN tokens. Free to join.',
    heading: 'Train AI. Earn Rewards.',
  },
  {
    path: '/how-it-works',
    page: 'HowItWorks',
    title: 'How It Works',
    description:
      'Sign up free, choose a quest, complete short tasks and get rewarded within minutes. See the four steps and answers to common questions.',
    heading: 'How It Works',
  },
  {
    path: '/community',
    page: 'Community',
    title: 'Community & Support',
    description:
      'Join the community on Discord and X, search the help centre FAQ, or message the support team — replies within 2 hours.',
    heading: 'Connect & Get Help',
    readsQuery: canonicalFaqQuery,
  },
  {
    path: '/support',
    page: 'Community',
    title: 'Community & Support',
    description:
      'Join the community on Discord and X, search the help centre FAQ, or message the support team — replies within 2 hours.',
    heading: 'Connect & Get Help',
    canonicalPath: '/community',
    readsQuery: canonicalFaqQuery,
  },
  {
    path: '/signin',
    page: 'SignIn',
    title: 'Sign In',
    description: 'Sign in to continue earning with quests, rewards and your daily streak.',
    heading: 'Welcome Back',
  },
  {
    path: '/signup',
    page: 'SignUp',
    title: 'Create Account',
    description: 'Create a free account and start earning in under 2 minutes. No experience required.',
    heading: 'Create Account',
  },
  {
    path: '/dashboard',
    page: 'Dashboard',
    title: 'Dashboard',
    description: 'A demo of the earner dashboard: earnings, streaks, recent activity and recommended quests.',
    heading: 'Dashboard',
  },
  {
    path: '/profile',
    page: 'Profile',
    title: 'Profile',
    description: 'A demo of the earner profile: stats, badges and account settings.',
    heading: 'Profile',
  },
  {
    path: '/privacy',
    page: 'Privacy',
    title: 'Privacy Policy',
    description: 'How we collect, use, share and protect your data, and the choices you have.',
    heading: 'Privacy Policy',
  },
  {
    path: '/terms',
    page: 'Terms',
    title: 'Terms of Service',
    description: 'The terms that govern your use of the app, quests, rewards and tokens.',
    heading: 'Terms of Service',
  },
  {
    path: '/eula',
    page: 'Eula',
    title: 'End User License Agreement',
    description: 'The licence under which you may install and use the mobile app.',
    heading: 'End User License Agreement',
  },
  {
    path: '/app-download',
    page: 'AppDownload',
    title: 'Download the App',
    description: 'Get the app for Android or iOS and start earning rewards from your first quest.',
    heading: 'Download Our App',
  },
  {
    path: '/business',
    page: 'Business',
    title: 'Data for Business',
    description:
      'Labeled, validated data from 50K+ contributors with 99% accuracy. Tell us about your project and get a custom quote within 24 hours.',
    heading: 'Scale Your Business with Community Data',
  },
] as const satisfies readonly AppRoute[];

export type RoutePath = (typeof routes)[number]['path'];

/** Looks a pathname up in the table; a single trailing slash is tolerated. */
export function findRoute(pathname: string): AppRoute | undefined {
  const normalized = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return routes.find((route) => route.path === normalized);
}

/** What a page reads of the route it renders: its document title, description and h1. */
export type PageRoute = Pick<AppRoute, 'title' | 'description' | 'heading'>;

/** The page rendered for unknown paths. */
export const notFoundRoute = {
  /**
   * Where the not-found page is rendered: a path no route matches. The page never shows the
   * path it was asked for, so every unknown path answers this one document.
   */
  location: '/404',
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
  heading: 'Page not found',
} as const satisfies PageRoute & { location: string };
