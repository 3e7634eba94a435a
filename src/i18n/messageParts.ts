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
} as const;

export type AreaWithPart = keyof typeof BELOW_THE_FOLD;
/** The messages module of an area's groups below the first screen: `community.below`. */
export type MessagesPart = `${AreaWithPart}.below`;

const PART_SUFFIX = '.below';

export const belowTheFold = (area: AreaWithPart): MessagesPart => `${area}${PART_SUFFIX}`;

/** The area a part belongs to, or undefined for a whole area or document. */
export function areaOfPart(name: string): AreaWithPart | undefined {
  if (!name.endsWith(PART_SUFFIX)) return undefined;
  const area = name.slice(0, -PART_SUFFIX.length);
  return area in BELOW_THE_FOLD ? (area as AreaWithPart) : undefined;
}
