/**
 * The help centre's URL vocabulary (`?q=…&category=…`): what a filter is and how it is written
 * in a query string. Apart from the filtering itself (faqFilter.ts), so that links to a view of
 * the FAQ, which the header and footer of every page make, carry none of the search code.
 */
import type { FaqCategoryId } from '../content/faq';

/** The filter option that shows every category. */
export const ALL_CATEGORIES = 'all';
export type FaqFilterCategory = FaqCategoryId | typeof ALL_CATEGORIES;

export const DEFAULT_FAQ_CATEGORY: FaqFilterCategory = 'getting-started';

export interface FaqFilter {
  category: FaqFilterCategory;
  /** The search text as typed; matching ignores surrounding spaces and case. */
  query: string;
}

export const FAQ_QUERY_PARAM = 'q';
export const FAQ_CATEGORY_PARAM = 'category';

/** The query string for a filter, leaving out default values so plain views keep plain URLs. */
export function faqSearchParams({ category, query }: FaqFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim() !== '') params.set(FAQ_QUERY_PARAM, query);
  if (category !== DEFAULT_FAQ_CATEGORY) params.set(FAQ_CATEGORY_PARAM, category);
  return params;
}
