import type { InternalAction } from '../types';

/** The not-found page's words below its heading (title and heading: the shell's `notFound`). */
export interface NotFoundWords {
  eyebrow: string;
  lead: string;
  links: readonly (InternalAction & { description: string })[];
}

const notFound: NotFoundWords = {
  eyebrow: 'Error 404',
  lead: 'The page you are looking for does not exist or has moved. These are good places to continue:',
  links: [
    { label: 'Home', to: '/', description: 'Start earning with quick data quests.' },
    { label: 'How It Works', to: '/how-it-works', description: 'Four steps from sign-up to rewards.' },
    { label: 'Help Center', to: '/support', description: 'Search the FAQ or contact support.' },
    { label: 'Business', to: '/business', description: 'Labeled data for your AI projects.' },
  ],
};

export default notFound;
