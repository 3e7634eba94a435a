import type { NotFoundWords } from '../schema';

const notFound: NotFoundWords = {
  eyebrow: 'Error 404',
  lead: 'The page you are looking for does not exist or has moved. These are good places to continue:',
  links: {
    home: { label: 'Home', description: 'Start earning with quick data quests.' },
    howItWorks: { label: 'How It Works', description: 'Four steps from sign-up to rewards.' },
    helpCenter: { label: 'Help Center', description: 'Search the FAQ or contact support.' },
    business: { label: 'Business', description: 'Labeled data for your AI projects.' },
  },
};

export default notFound;
