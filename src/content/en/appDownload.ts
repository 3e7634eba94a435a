import type { AppDownloadWords } from '../schema';

const appDownload: AppDownloadWords = {
  eyebrow: 'Free on Android and iOS',
  lead: 'Get the app on your phone, pick a quest and earn points, money or $SCAN tokens from your very first task. Free to join, no experience needed.',
  storesTitle: 'Choose Your Store',
  storesLead: 'Both apps are free and offer the same quests and rewards.',
  storeCodes: {
    caption: 'Scan with your phone’s camera',
    labels: { googlePlay: 'QR code for Google Play', appStore: 'QR code for the App Store' },
  },
  benefitsTitle: 'Why Earn with the App',
  benefits: {
    instantEarnings: {
      title: 'Instant Earnings',
      description: 'Points are credited as soon as a quest passes verification, usually within minutes.',
    },
    workAnywhere: {
      title: 'Work Anywhere',
      description: 'Quests take a few minutes each: complete them on the bus, on a break or from the sofa.',
    },
    easyToUse: {
      title: 'Easy to Use',
      description: 'Clear instructions on every quest. Download, log in and start: no email verification needed.',
    },
  },
  webTitle: 'Prefer the Web?',
  webLead: 'Sign in or create your account in the browser, then pick up where you left off in the app.',
  webLinks: { signIn: 'Sign In', signUp: 'Sign Up' },
};

export default appDownload;
