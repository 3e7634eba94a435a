import type { HomeSectionsWords } from '../schema';

const homeSections: HomeSectionsWords = {
  partnersStrip: { title: 'Trusted by Teams Building Tomorrow’s AI' },
  featuresSection: {
    title: 'Everything You Need to Earn on Your Terms',
    lead: 'Short quests, fast rewards and full control over when and how you work.',
    features: {
      simpleQuests: {
        title: 'Simple Quests',
        description: 'Bite-sized tasks anyone can do in a few minutes, with clear instructions every time.',
        points: ['Image labeling and text checks', 'Audio transcription and surveys', 'No experience needed'],
      },
      realTimeRewards: {
        title: 'Real-Time Rewards',
        description: 'Points land in your balance as soon as a quest passes verification.',
        points: ['Credited usually within minutes', 'No minimum payout threshold', 'Points, money or $SCAN tokens'],
      },
      aiTraining: {
        title: 'AI Training Power',
        description: 'Every label you add helps teams train fairer, more accurate AI models.',
        points: ['Real datasets from real projects', 'Human verification where needed', 'Data shared with consent'],
      },
      fullControl: {
        title: 'Full Control',
        description: 'Choose the quests you like and work whenever it suits you.',
        points: ['Pick quests by type and reward', 'Work from anywhere, any time', 'Opt out of data sales'],
      },
      trackProgress: {
        title: 'Track Progress',
        description: 'See your earnings, streaks and accuracy grow from day to day.',
        points: ['Daily and weekly earnings', 'Streak bonuses and badges', 'Accuracy at a glance'],
      },
      communityDriven: {
        title: 'Community Driven',
        description: 'Learn from other trainers and grow your earnings together.',
        points: ['2,000 points for you and each friend you invite', '10% of your invitees’ points', 'Active Discord community'],
      },
    },
  },
  statsBand: {
    title: 'Rewards That Add Up',
    lead: 'A growing community of AI trainers, paid for real work.',
    stats: [
      { number: '$2.5M', suffix: '+', label: 'Paid to trainers' },
      { number: '50K', suffix: '+', label: 'Active users' },
      { number: '1M', suffix: '+', label: 'Quests completed daily' },
      { number: '<10', suffix: ' min', label: 'From signup to payout' },
    ],
    note: 'No minimum payout threshold',
  },
  testimonialsSection: {
    title: 'Loved by AI Trainers',
    lead: 'Real routines from people who fit quests around their day.',
    verifiedLabel: 'Verified earner',
    testimonials: {
      amara: {
        quote:
          'I label images on my commute and during lunch. The points show up within minutes, so I always know exactly what I have earned.',
        role: 'Part-time designer',
        earnings: '$1,240 earned',
      },
      diego: {
        quote:
          'Transcription quests are perfect between classes. Inviting my study group doubled my weekly points thanks to the referral share.',
        role: 'Engineering student',
        earnings: '$860 earned',
      },
      priya: {
        quote:
          'I like knowing my work trains better AI. The instructions are clear, the quests are short and there is no minimum payout threshold.',
        role: 'Retail supervisor',
        earnings: '$2,310 earned',
      },
    },
  },
  finalCallToAction: {
    title: 'Ready to Start Earning?',
    lead: 'Download the app, finish your first quest in minutes and get rewarded. Questions? The community is one click away.',
    primaryAction: 'Download the App',
    secondaryAction: 'Join the Community',
  },
};

export default homeSections;
