import { ClipboardCheck, Compass, Gift, UserPlus, type LucideIcon } from 'lucide-react';
import type { FaqItem } from '../faq';
import type { AccentTone, InternalAction } from '../types';

export interface HowItWorksStep {
  /** Two-digit position shown before the title ("01"). */
  step: string;
  title: string;
  description: string;
  icon: LucideIcon;
  details: readonly string[];
  tone: AccentTone;
}

export interface HowItWorksWords {
  howItWorksIntro: { eyebrow: string; lead: string; action: InternalAction };
  stepsSection: { title: string; lead: string; steps: readonly HowItWorksStep[] };
  faqSection: { title: string; lead: string; items: readonly FaqItem[] };
}

const howItWorks: HowItWorksWords = {
  howItWorksIntro: {
    eyebrow: 'From sign-up to rewards in four steps',
    lead: 'Install the free app, pick a quest that suits you, complete a few short tasks and watch your points arrive — usually within minutes.',
    action: { label: 'Download the App', to: '/app-download' },
  },
  stepsSection: {
    title: 'Four steps to your first reward',
    lead: 'No experience, no email verification and no minimum payout threshold.',
    steps: [
      {
        step: '01',
        title: 'Sign Up Free',
        description: 'Download the app and log in. No email verification is currently required, so you have instant access.',
        icon: UserPlus,
        details: ['Free to join and free to use', 'No experience needed', 'Invited by a friend? You both get 2,000 points'],
        tone: 'primary',
      },
      {
        step: '02',
        title: 'Choose Your Quest',
        description: 'Browse the quests available to you and pick the ones that match your interests and time.',
        icon: Compass,
        details: ['Image labeling and text verification', 'Audio transcription, surveys and receipts', 'See each reward before you start'],
        tone: 'accent',
      },
      {
        step: '03',
        title: 'Complete Tasks',
        description: 'Follow the short instructions and submit your answers. Most tasks take a few seconds each.',
        icon: ClipboardCheck,
        details: ['Clear instructions with examples', 'Work at your own pace, anywhere', 'Accuracy raises your rewards'],
        tone: 'warning',
      },
      {
        step: '04',
        title: 'Get instant Rewards',
        description: 'Points are credited once your quest passes verification, usually within minutes.',
        icon: Gift,
        details: ['Human verification where needed', 'No minimum payout threshold', 'Points convert to tokens and perks'],
        tone: 'success',
      },
    ],
  },
  faqSection: {
    title: 'Frequently asked questions',
    lead: 'Everything you need to know before your first quest.',
    items: [
      {
        category: 'earnings',
        question: 'How does the referral programme work?',
        answer:
          'Invite a friend and you both get 2,000 points when they sign up. From then on you earn 10% of every point your friend collects, plus a further 10% of the points earned by the people they refer. There are no caps.',
      },
      {
        category: 'earnings',
        question: 'How much can I earn?',
        answer:
          'Beta testers typically earn 500–5,000 points per week, depending on how many quests they complete. There is no upper limit.',
      },
      {
        category: 'earnings',
        question: 'How quickly are points credited?',
        answer:
          'Points are credited after a quest passes verification, usually within minutes. Some quests need human verification, which can take a little longer.',
      },
      {
        category: 'earnings',
        question: 'How do I redeem my points?',
        answer:
          'Points convert to tokens and other perks once redemption goes live. Cash-out options such as gift cards and stable-coin swaps are in development.',
      },
      {
        category: 'earnings',
        question: 'Is there a minimum payout threshold?',
        answer: 'No. There is no minimum payout threshold: every point you earn counts.',
      },
      {
        category: 'getting-started',
        question: 'Does it cost anything to join?',
        answer: 'No. The app is free to join and free to use, and no experience is needed: every quest comes with clear instructions.',
      },
      {
        category: 'account',
        question: 'Do I need to verify my email address?',
        answer: 'Not at the moment. No email verification is currently required: download the app, log in and you have instant access.',
      },
      {
        category: 'quests',
        question: 'What kinds of quests can I do?',
        answer:
          'Image labeling, text verification, data validation, audio transcription, surveys, receipt uploads, short video clips, content moderation and custom AI-training tasks.',
      },
      {
        category: 'earnings',
        question: 'Are $SCAN tokens an investment?',
        answer:
          'No. $SCAN tokens are utility tokens that reward your work in the app; they are not an investment product and carry no promise of value or return.',
      },
      {
        category: 'account',
        question: 'What happens to the data I submit?',
        answer:
          'Submitted data is collected and sold or licensed to business clients, including for AI training. It is sold with your consent, and you can opt out at any time.',
      },
    ],
  },
};

export default howItWorks;
