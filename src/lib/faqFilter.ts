/**
 * The help centre's FAQ filter. The same state lives in the query string (`?q=…&category=…`),
 * so the server renders a filtered list without JavaScript and a filtered view can be shared.
 */
import { faqCategoryIds, type FaqCategoryId, type FaqItem } from '../content/faq';

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

function isFilterCategory(value: string | null): value is FaqFilterCategory {
  return value === ALL_CATEGORIES || (faqCategoryIds as readonly (string | null)[]).includes(value);
}

/** An entry shows when its category is selected (or 'all' is) and it contains the search text. */
export function filterFaqs<Item extends FaqItem>(items: readonly Item[], { category, query }: FaqFilter): Item[] {
  const needle = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === ALL_CATEGORIES || item.category === category) &&
      (item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle)),
  );
}

/** Reads the filter from a URL's query; an unknown category falls back to the default. */
export function parseFaqQuery(searchParams: URLSearchParams): FaqFilter {
  const category = searchParams.get(FAQ_CATEGORY_PARAM);
  return {
    category: isFilterCategory(category) ? category : DEFAULT_FAQ_CATEGORY,
    query: searchParams.get(FAQ_QUERY_PARAM) ?? '',
  };
}

/** The query string for a filter, leaving out default values so plain views keep plain URLs. */
export function faqSearchParams({ category, query }: FaqFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim() !== '') params.set(FAQ_QUERY_PARAM, query);
  if (category !== DEFAULT_FAQ_CATEGORY) params.set(FAQ_CATEGORY_PARAM, category);
  return params;
}
