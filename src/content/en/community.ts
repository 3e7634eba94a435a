import type { CommunityWords } from '../schema';

const community: CommunityWords = {
  communityIntro: {
    eyebrow: 'Community & support',
    lead: 'Meet thousands of fellow AI trainers, find answers in the help centre, or message our support team. We are here for you every day.',
  },
  communityChannels: {
    discord: {
      title: 'Join Discord',
      description: 'Chat with other trainers, swap quest tips, hear about new quest types first and get quick help from moderators.',
    },
    x: {
      title: 'Follow on X',
      description: 'Product news, reward drops, community highlights and platform status updates, as they happen.',
    },
  },
  communityChannelsHeading: 'Join the Conversation',
  faq: {
    title: 'Frequently Asked Questions',
    lead: 'Search the help centre or browse by topic.',
    searchLabel: 'Search the FAQ',
    searchPlaceholder: 'Search FAQs...',
    searchButton: 'Search',
    categoriesLabel: 'FAQ categories',
    emptyTitle: 'No FAQs found',
    emptyHint: 'Try adjusting your search or browse different categories',
    resultCount: { one: '{count} question {scope}', other: '{count} questions {scope}' },
    resultScope: { category: 'in {category}', all: 'in all categories' },
    matchesElsewhere: {
      one: '{count} question in another category matches your search.',
      other: '{count} questions in other categories match your search.',
    },
    searchAllCategories: 'Search all categories',
    landmark: 'FAQ',
  },
  faqCategories: {
    'getting-started': 'Getting Started',
    earnings: 'Earnings',
    quests: 'Quests',
    technical: 'Technical',
    account: 'Account',
  },
  allCategoriesName: 'All',
  faqItems: {
    'getting-started': [
      {
        question: 'How do I start earning?',
        answer:
          'Download the app, log in and pick your first quest. There is no email verification step right now, so you get instant access and can finish a quest within minutes of installing.',
      },
      {
        question: 'Does it cost anything to join?',
        answer: 'No. Joining is free, the app is free to use and you never pay to take part in a quest.',
      },
      {
        question: 'Do I need experience to complete quests?',
        answer:
          'No experience is needed. Every quest comes with short instructions and examples, and most take a few minutes. You learn as you go, and harder quests unlock as your accuracy grows.',
      },
      {
        question: 'Which devices can I use?',
        answer:
          'The app runs on Android and iOS phones. Install it from Google Play or the App Store; the website lets you preview the dashboard and profile screens.',
      },
      {
        question: 'What happens to the data I submit?',
        answer:
          'Your submissions help train and test AI systems. We license the resulting data to business clients only with your consent, and you can opt out at any time in your privacy settings.',
      },
    ],
    earnings: [
      {
        question: 'How much can I earn?',
        answer:
          'Beta testers typically earn 500–5,000 points per week, and there is no upper limit. Top contributors reach an hourly rate of up to $15.50, depending on the quests they choose and their accuracy.',
      },
      {
        question: 'When are points credited to my account?',
        answer:
          'Points are credited once a quest passes verification, usually within minutes. Some quests need a human reviewer, which can take a little longer.',
      },
      {
        question: 'How does the referral programme work?',
        answer:
          'Invite a friend and you both receive 2,000 points when they sign up. You then earn 10% of every point they collect, plus a further 10% of the points earned by the people they invite. There are no caps.',
      },
      {
        question: 'How do I redeem my points?',
        answer:
          'Points convert to $SCAN tokens and other perks once redemption goes live. Cash-out options such as gift cards and stable-coin swaps are in development, and there will be no minimum payout threshold.',
      },
      {
        question: 'Is the $SCAN token an investment?',
        answer:
          'No. $SCAN is a utility token that rewards your contributions and unlocks perks inside the app. It is not an investment product and carries no promise of future value.',
      },
    ],
    quests: [
      {
        question: 'What kinds of quests are there?',
        answer:
          'Image labeling, text verification, data validation, audio transcription, surveys, receipt uploads, short video clips, content moderation and custom AI-training tasks. New quest types appear regularly.',
      },
      {
        question: 'What does an image labeling quest involve?',
        answer:
          'Image labeling quests show you a photo and ask you to tag what is in it, or to draw a box around each object the instructions name. Every quest comes with examples, and your labels are checked before the points are credited.',
      },
      {
        question: 'How does text verification work?',
        answer:
          'In a text verification quest you read a short text, such as a caption, a product description or an AI answer, and confirm whether it is correct, complete and on topic, or flag what is wrong with it.',
      },
      {
        question: 'What is a data validation quest?',
        answer:
          'Data validation quests ask you to check records, such as addresses, receipts or labels made by other contributors, and to confirm or correct them, so that the data business clients receive is accurate.',
      },
      {
        question: 'What do I do in an audio transcription quest?',
        answer:
          'Audio transcription quests play a short recording and ask you to type exactly what is said. Headphones and a quiet place help.',
      },
      {
        question: 'How long does a quest take?',
        answer:
          'Most quests take between one and ten minutes. Each quest card shows its estimated time and reward before you start, so you can fit them into a coffee break or a commute.',
      },
      {
        question: 'How is my work verified?',
        answer:
          'Automatic checks compare your answers with known results and with other contributors. Where a machine cannot decide, a human reviewer verifies the quest before the points are credited.',
      },
      {
        question: 'Why did a quest get rejected?',
        answer:
          'A quest is rejected when its answers fall below the accuracy the task requires, for example a missed object in an image. Read the feedback, review the examples and try the next one: accuracy improves your access to better-paid quests.',
      },
      {
        question: 'Can I choose which quests I do?',
        answer:
          'Yes. Browse the quest list, filter by type, time and reward, and pick whatever suits you. Nothing is assigned to you and there are no fixed hours.',
      },
    ],
    technical: [
      {
        question: 'The app will not load quests. What should I do?',
        answer:
          'Check your connection, then close and reopen the app. If quests still do not appear, update to the latest version from your app store; older versions stop receiving new quests.',
      },
      {
        question: 'Do I need a constant internet connection?',
        answer:
          'You need a connection to download a quest and to submit it. Quests with images, audio or video use more data, so we recommend Wi-Fi for those.',
      },
      {
        question: 'My submission failed to upload. Is my work lost?',
        answer:
          'No. The app keeps an unsent submission on your device and retries when the connection returns. Keep the app installed until the quest shows as submitted.',
      },
      {
        question: 'Which app permissions are required?',
        answer:
          'Only the ones a quest needs: the camera for receipt uploads and video clips, the microphone for audio quests. The app asks the first time and you can revoke a permission at any time in your phone settings.',
      },
    ],
    account: [
      {
        question: 'How old do I need to be?',
        answer: 'You must be at least 16 years old, or 13 in the United States. Users under 18 need the consent of a parent or guardian.',
      },
      {
        question: 'How do I change my profile details?',
        answer:
          'Open your profile and choose Edit Profile to update your name, email, phone number, location and bio, then save your changes.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Open Account Settings and choose Delete Account. Accounts that stay inactive for 2 or more years are also queued for deletion. Some financial records are kept for 5–7 years, as the law requires.',
      },
      {
        question: 'How do I download a copy of my data?',
        answer:
          'Choose Download Data in Account Settings. We prepare an export of your profile, quest history and rewards and let you know when it is ready.',
      },
    ],
  },
  supportForm: {
    title: 'Still Need Help?',
    lead: 'Send us a message and our support team will reply within 2 hours.',
    fields: {
      name: { label: 'Name', placeholder: 'Your name' },
      email: { label: 'Email', placeholder: 'you@example.com' },
      subject: { label: 'Subject', placeholder: 'What can we help with?' },
      message: { label: 'Message', placeholder: 'Tell us what happened and what you expected…' },
    },
    submit: 'Send Message',
    addressNote: 'Send Message opens a draft in your email app. You can also write to us directly at',
  },
};

export default community;
