/*
 * Operator content: the proof the home page shows, the partner marks and the earners who speak
 * for the app. What ships here are placeholders in the site's one style, for a site that has not
 * launched: invented companies drawn as one family of marks (scripts/artwork/partners/), invented
 * earners drawn as illustrations (scripts/artwork/avatars/). Replace them with the real partners'
 * marks (with their permission) and real earners' words and photographs before launch: README,
 * "Before launch". Their words (quotes, roles, earnings badges) are the `homeSections` messages,
 * keyed by these ids.
 *
 * A portrait is an illustration or a photograph. The "verified earner" tick is drawn only beside a
 * photograph of a verified earner: a drawing next to a tick would claim a check nobody can make.
 */

export interface Partner {
  /** The wordmark's name, also its text alternative. */
  name: string;
  /** Local wordmark image in public/images/partners/ (rendered from scripts/artwork/partners/ by scripts/generate-icons.mjs). */
  logo: string;
}

export const partners: readonly Partner[] = [
  { name: 'Orrery Labs', logo: '/images/partners/orrery-labs.png' },
  { name: 'Vertexa', logo: '/images/partners/vertexa.png' },
  { name: 'Lumen Robotics', logo: '/images/partners/lumen-robotics.png' },
  { name: 'Quantive', logo: '/images/partners/quantive.png' },
  { name: 'Heliograph', logo: '/images/partners/heliograph.png' },
];

export interface Portrait {
  /** Local image in public/images/avatars/ (illustrations: rendered from scripts/artwork/avatars/). */
  src: string;
  kind: 'illustration' | 'photo';
}

/** An earner who speaks for the app; what they say, their role and earnings badge are words. */
export interface TestimonialAuthor {
  id: string;
  name: string;
  company: string;
  portrait: Portrait;
  /** The operator has checked this earner's account and earnings: shown as a tick beside a photograph only. */
  verified: boolean;
}

export const testimonialAuthors = [
  {
    id: 'amara',
    name: 'Amara Okafor',
    company: 'Studio Kestrel',
    portrait: { src: '/images/avatars/amara-okafor.png', kind: 'illustration' },
    verified: false,
  },
  {
    id: 'diego',
    name: 'Diego Ramírez',
    company: 'Bayview Polytechnic',
    portrait: { src: '/images/avatars/diego-ramirez.png', kind: 'illustration' },
    verified: false,
  },
  {
    id: 'priya',
    name: 'Priya Nair',
    company: 'Harbor Street Market',
    portrait: { src: '/images/avatars/priya-nair.png', kind: 'illustration' },
    verified: false,
  },
] as const satisfies readonly TestimonialAuthor[];

export type TestimonialId = (typeof testimonialAuthors)[number]['id'];

/** Whether the card draws the verified tick: a verified earner, shown in a photograph. */
export const showsVerifiedTick = (author: TestimonialAuthor) => author.verified && author.portrait.kind === 'photo';
