import type { ShellWords } from '../schema';

const shell: ShellWords = {
  formats: {
    follows: 'en-US',
    group: ',',
    decimal: '.',
    usd: '${amount}',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    longDate: '{month} {day}, {year}',
    monthYear: '{month} {year}',
  },
  skipLink: 'Skip to main content',
  menu: 'Menu',
  mainNavLabel: 'Main',
  legalNavLabel: 'Legal',
  opensInNewTab: '(opens in a new tab)',
  linkLabels: {
    howItWorks: 'How It Works',
    lightpaper: 'Lightpaper',
    community: 'Community',
    business: 'Business',
    startEarning: 'Start Earning',
    download: 'Download',
    imageLabeling: 'Image Labeling',
    textVerification: 'Text Verification',
    dataValidation: 'Data Validation',
    audioTranscription: 'Audio Transcription',
    helpCenter: 'Help Center',
    contactUs: 'Contact Us',
    faq: 'FAQ',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    eula: 'EULA',
    discord: 'Community on Discord',
    documentation: 'Documentation',
  },
  footerColumnTitles: { getStarted: 'Get Started', services: 'Services', support: 'Support' },
  footer: {
    description: 'Complete quick data quests, help train better AI and earn points, money or $SCAN tokens — right from your phone.',
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
      description: 'Join the community on Discord and X, search the help centre FAQ, or message the support team — replies within 2 hours.',
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
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist or has moved.',
    heading: 'Page Not Found',
  },
  error: {
    heading: 'Unexpected Application Error!',
    message: 'This page could not be shown. Please try again in a moment.',
    homeLink: 'Back to the home page',
  },
  form: { optional: '(optional)', show: 'Show {field}' },
  draft: {
    notProvided: 'Not provided',
    languageLine: 'Language: English',
    opened: {
      title: 'Your Message Is Waiting in Your Email App',
      text: 'We opened a draft with everything you wrote. Press send there to reach us. If no email app opened, copy your message and send it to',
      message: 'Your message',
      copyMessage: 'Copy message',
      copyAddress: 'Copy address',
      copied: 'Copied',
    },
  },
  legal: { tableOfContents: 'On this page', lastUpdated: 'Last updated:', translationNotice: null },
};

export default shell;
