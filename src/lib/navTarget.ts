import type { NavTarget } from '../content/types';
import { faqSearchParams } from './faqQuery';

export type InternalTarget = Extract<NavTarget, { to: string }>;

/** Where a link to a page of the site points, in parts a router link and an `href` both take. */
export interface TargetLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address of an internal link: its route, the FAQ view it opens (in the help centre's one
 * spelling of it, `src/lib/faqQuery.ts`; a search for the link's own name where it asks for one)
 * and the section it lands on. Links to different parts of a page get different addresses.
 */
export function navTargetLocation(target: InternalTarget, linkName: string): TargetLocation {
  const search = target.faq
    ? faqSearchParams({ category: target.faq.category, query: target.faq.searchForLinkName ? linkName : '' }).toString()
    : '';
  return {
    pathname: target.to,
    search: search === '' ? '' : `?${search}`,
    hash: target.section ? `#${target.section}` : '',
  };
}
