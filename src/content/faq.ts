/**
 * The FAQ's shapes and category ids: the help centre's URL vocabulary (`?category=…`), the same
 * in every language. Apart from the FAQ's words, so that the route table, which reads the ids to
 * recognise equivalent searches, carries no language's FAQ into every page's first load.
 */
export const faqCategoryIds = ['getting-started', 'earnings', 'quests', 'technical', 'account'] as const;
export type FaqCategoryId = (typeof faqCategoryIds)[number];

/** A help centre entry as the list shows and the search filters it: its category and its words. */
export interface FaqItem {
  category: FaqCategoryId;
  question: string;
  answer: string;
}
