/** Copy of the community and support page (/community, /support). */
import { siDiscord, siX, type SimpleIcon } from 'simple-icons';
import type { SiteConfig } from './site';

export const communityIntro = {
  eyebrow: 'Community & support',
  lead: 'Meet thousands of fellow AI trainers, find answers in the help centre, or message our support team. We are here for you every day.',
};

export interface CommunityChannel {
  /** Which configured outbound URL the card opens. */
  link: Extract<keyof SiteConfig['links'], 'discord' | 'x'>;
  icon: SimpleIcon;
  title: string;
  description: string;
}

export const communityChannels: readonly CommunityChannel[] = [
  {
    link: 'discord',
    icon: siDiscord,
    title: 'Join Discord',
    description:
      'Chat with other trainers, swap quest tips, hear about new quest types first and get quick help from moderators.',
  },
  {
    link: 'x',
    icon: siX,
    title: 'Follow on X',
    description: 'Product news, reward drops, community highlights and platform status updates, as they happen.',
  },
];

export const communityChannelsHeading = 'Join the conversation';

export const faqCopy = {
  title: 'Frequently Asked Questions',
  lead: 'Search the help centre or browse by topic.',
  searchLabel: 'Search the FAQ',
  searchPlaceholder: 'Search FAQs...',
  searchButton: 'Search',
  categoriesLabel: 'FAQ categories',
  emptyTitle: 'No FAQs found',
  emptyHint: 'Try adjusting your search or browse different categories',
  /** Announced to screen readers as the list changes. */
  resultCount: (count: number) => (count === 1 ? '1 question' : `${count} questions`),
};

export const supportFormCopy = {
  title: 'Still Need Help?',
  lead: 'Send us a message and our support team will reply within 2 hours.',
  fields: {
    name: { label: 'Name', placeholder: 'Your name' },
    email: { label: 'Email', placeholder: 'you@example.com' },
    subject: { label: 'Subject', placeholder: 'What can we help with?' },
    message: { label: 'Message', placeholder: 'Tell us what happened and what you expected…' },
  },
  submit: 'Send Message',
  /** Explains the mail draft, and gives visitors without JavaScript an address to write to. */
  addressNote: 'Send Message opens a draft in your email app. You can also write to us directly at',
};
