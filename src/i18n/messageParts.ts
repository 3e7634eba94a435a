/**
 * The groups of a catalog area that only its page's sections below the first screen read
 * (src/app/deferred.tsx: deferred sections): in the browser they are a messages module of their own,
 * `virtual:messages/<locale>/<area>.below`, fetched with those sections' code, and the area's module,
 * which the page's first load carries, leaves them out. The server has every area whole.
 * A group named here that the first screen reads throws there, in every engine's hydration test.
 */
export const BELOW_THE_FOLD = {
  account: ['joinPanel', 'socialSignIn'],
  community: ['faq', 'faqCategories', 'allCategoriesName', 'faqItems', 'supportForm'],
  business: [
    'benefitsSection',
    'benefits',
    'questTypesSection',
    'questTypes',
    'projectSection',
    'proofSection',
    'deliverablesSection',
    'quoteForm',
  ],
  howItWorks: ['faqSection'],
  demoUser: ['demoProfile', 'ranks', 'badges', 'perHour', 'dashboard', 'profile', 'figures'],
} as const;

export type AreaWithPart = keyof typeof BELOW_THE_FOLD;
/** The messages module of an area's groups below the first screen: `community.below`. */
export type MessagesPart = `${AreaWithPart}.below`;

const PART_SUFFIX = '.below';

export const belowTheFold = (area: AreaWithPart): MessagesPart => `${area}${PART_SUFFIX}`;

/**
 * The area a part's name names (`community.below` → `community`), or undefined for a whole area or
 * document. By its spelling alone, so the browser's code carries no copy of the table above.
 */
export function areaOfPart(name: string): AreaWithPart | undefined {
  return name.endsWith(PART_SUFFIX) ? (name.slice(0, -PART_SUFFIX.length) as AreaWithPart) : undefined;
}
