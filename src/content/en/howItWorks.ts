import type { HowItWorksWords } from '../schema';

const howItWorks: HowItWorksWords = {
  howItWorksIntro: {
    eyebrow: 'From sign-up to rewards in four steps',
    lead: 'Install the free app, pick a quest that suits you, complete a few short tasks and watch your points arrive — usually within minutes.',
    action: 'Download the App',
  },
  stepsSection: {
    title: 'Four Steps to Your First Reward',
    lead: 'No experience, no email verification and no minimum payout threshold.',
    steps: {
      signUp: {
        title: 'Sign Up Free',
        description: 'Download the app and log in. No email verification is currently required, so you have instant access.',
        points: ['Free to join and free to use', 'No experience needed', 'Invited by a friend? You both get 2,000 points'],
      },
      chooseQuest: {
        title: 'Choose Your Quest',
        description: 'Browse the quests available to you and pick the ones that match your interests and time.',
        points: ['Image labeling and text verification', 'Audio transcription, surveys and receipts', 'See each reward before you start'],
      },
      completeTasks: {
        title: 'Complete Tasks',
        description: 'Follow the short instructions and submit your answers. Most tasks take a few seconds each.',
        points: ['Clear instructions with examples', 'Work at your own pace, anywhere', 'Accuracy raises your rewards'],
      },
      getRewarded: {
        title: 'Get Instant Rewards',
        description: 'Points are credited once your quest passes verification, usually within minutes.',
        points: ['Human verification where needed', 'No minimum payout threshold', 'Points convert to tokens and perks'],
      },
    },
  },
  faqSection: {
    title: 'Frequently Asked Questions',
    lead: 'Everything you need to know before your first quest.',
    items: [
      {
        question: 'How does the referral programme work?',
        answer:
          'Invite a friend and you both get 2,000 points when they sign up. From then on you earn 10% of every point your friend collects, plus a further 10% of the points earned by the people they refer. There are no caps.',
      },
      {
        question: 'How much can I earn?',
        answer:
          'Beta testers typically earn 500–5,000 points per week, depending on how many quests they complete. There is no upper limit.',
      },
      {
        question: 'How quickly are points credited?',
        answer:
          'Points are credited after a quest passes verification, usually within minutes. Some quests need human verification, which can take a little longer.',
      },
      {
        question: 'How do I redeem my points?',
        answer:
          'Points convert to tokens and other perks once redemption goes live. Cash-out options such as gift cards and stable-coin swaps are in development.',
      },
      {
        question: 'Is there a minimum payout threshold?',
        answer: 'No. There is no minimum payout threshold: every point you earn counts.',
      },
      {
        question: 'Does it cost anything to join?',
        answer: 'No. The app is free to join and free to use, and no experience is needed: every quest comes with clear instructions.',
      },
      {
        question: 'Do I need to verify my email address?',
        answer: 'Not at the moment. No email verification is currently required: download the app, log in and you have instant access.',
      },
      {
        question: 'What kinds of quests can I do?',
        answer:
          'Image labeling, text verification, data validation, audio transcription, surveys, receipt uploads, short video clips, content moderation and custom AI-training tasks.',
      },
      {
        question: 'Are $SCAN tokens an investment?',
        answer:
          'No. $SCAN tokens are utility tokens that reward your work in the app; they are not an investment product and carry no promise of value or return.',
      },
      {
        question: 'What happens to the data I submit?',
        answer:
          'Submitted data is collected and sold or licensed to business clients, including for AI training. It is sold with your consent, and you can opt out at any time.',
      },
    ],
  },
};

export default howItWorks;
