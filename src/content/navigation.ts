import BookOpen from 'lucide-react/icons/book-open';
import type { LucideIcon } from 'lucide-react';
import { communitySections } from './communityAnchors';
import type { NavTarget } from './types';

/*
 * The header's and the footer's links: where each goes and where it stands. Their names are
 * words, the shell's `linkLabels`, keyed by the same ids.
 *
 * The support column and the services all lead to the help page (/support, spec §2), each to
 * the part its name promises, at an address of its own: the help centre with every category, the
 * FAQ, the contact form, and for a service the questions that name it (a search for the link's
 * own name, in the page's language).
 */
const serviceQuestions = { to: '/support', section: communitySections.faq, faq: { category: 'all', searchForLinkName: true } } as const;

export const navTargets = {
  howItWorks: { to: '/how-it-works' },
  lightpaper: { external: 'lightpaper' },
  community: { to: '/community' },
  business: { to: '/business' },
  startEarning: { to: '/app-download' },
  download: { to: '/app-download' },
  imageLabeling: serviceQuestions,
  textVerification: serviceQuestions,
  dataValidation: serviceQuestions,
  audioTranscription: serviceQuestions,
  helpCenter: { to: '/support', section: communitySections.faq, faq: { category: 'all' } },
  contactUs: { to: '/support', section: communitySections.contact },
  faq: { to: '/support', section: communitySections.faq },
  privacy: { to: '/privacy' },
  terms: { to: '/terms' },
  eula: { to: '/eula' },
  accessibility: { to: '/accessibility' },
  discord: { external: 'discord' },
  documentation: { external: 'lightpaper' },
} as const satisfies Record<string, NavTarget>;

export type NavLinkId = keyof typeof navTargets;

export const headerNav: readonly NavLinkId[] = ['howItWorks', 'lightpaper', 'community', 'business'];

/** The header's call to action, after its links. */
export const headerCta: NavLinkId = 'startEarning';

/** The footer's columns of links; each column's title is words (the shell's `footerColumnTitles`). */
export const footerColumns = [
  { id: 'getStarted', links: ['howItWorks', 'download'] },
  { id: 'services', links: ['imageLabeling', 'textVerification', 'dataValidation', 'audioTranscription'] },
  { id: 'support', links: ['helpCenter', 'contactUs', 'faq', 'community'] },
] as const satisfies readonly { id: string; links: readonly NavLinkId[] }[];

export type FooterColumnId = (typeof footerColumns)[number]['id'];

export const footerLegal: readonly NavLinkId[] = ['privacy', 'terms', 'eula', 'accessibility'];

/**
 * The footer's icon links; the link's name is read by screen readers only. A brand's link shows
 * the brand's mark (Discord's, as the community page does): a PNG that public/images/brands/
 * holds, drawn from Simple Icons by scripts/generate-icons.mjs, which the footer uses as a mask
 * filled with the link's colour. As an image in the stylesheet it costs the page's first load no
 * JavaScript, where the mark's path in the bundle would.
 */
export const footerSocial: readonly ({ link: NavLinkId; icon: LucideIcon } | { link: NavLinkId; mark: string })[] = [
  { link: 'discord', mark: '/images/brands/discord.png' },
  { link: 'documentation', icon: BookOpen },
];
