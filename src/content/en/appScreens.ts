import type { AppScreensWords } from '../schema';

const appScreens: AppScreensWords = {
  alt: {
    welcome:
      'The app’s welcome screen: continue with Google or with email, no email verification needed, and 2,000 points for you and a friend who invites you.',
    questList:
      'The app’s quest list: image labeling under way at 87 of 100 labels, then text verification, audio transcription, receipt upload and a survey.',
    labeling:
      'An image labeling quest in the app: a street scene with a box drawn around one car and a second box being drawn, at label 87 of 100.',
    rewards:
      'The app’s rewards screen: a Weekly Warrior streak at 5 of 7 days for a $15 bonus, image labeling at 87 of 100 labels, and the next reward of 2.80 tokens in 13 labels.',
  },
  tabs: { quests: 'Quests', rewards: 'Rewards', profile: 'Profile' },
  welcome: {
    title: 'Your first quest is waiting',
    lead: 'Free to join. No experience needed.',
    google: 'Continue with Google',
    email: 'Continue with email',
    note: 'No email verification needed',
    referral: 'Invited by a friend? You both get 2,000 points.',
  },
  quests: {
    imageLabeling: { name: 'Image labeling', detail: 'Street scenes · bounding boxes' },
    textVerification: { name: 'Text verification', detail: 'Product reviews' },
    audioTranscription: { name: 'Audio transcription', detail: 'Podcast clips' },
    receiptUpload: { name: 'Receipt upload', detail: 'Grocery receipts' },
    survey: { name: 'Survey', detail: 'Shopping habits' },
  },
  questList: {
    title: 'Quests',
    lead: 'Pick one that suits you',
    filters: { all: 'All', images: 'Images', text: 'Text', audio: 'Audio' },
    newQuest: 'New',
  },
  labeling: {
    instruction: 'Draw a box around every car',
    labels: { car: 'Car', person: 'Person', bicycle: 'Bicycle' },
    tip: 'Keep each box tight to the car’s edges',
    skip: 'Skip',
    submit: 'Submit',
  },
  rewards: {
    title: 'Rewards',
    streak: { name: 'Weekly Warrior', progress: '5 of 7 days', bonus: '$15 bonus' },
    progressLabel: 'Labeling progress',
    nextReward: 'Next reward: 13 labels for 2.80 tokens',
    invite: 'Invite a friend: you both get 2,000 points',
    redeem: 'Points convert to tokens and perks once redemption goes live.',
  },
};

export default appScreens;
