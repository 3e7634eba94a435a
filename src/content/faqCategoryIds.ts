/**
 * The FAQ's category ids: the help centre's URL vocabulary (`?category=…`). Apart from the FAQ
 * text so that the route table, which reads them to recognise equivalent searches, does not
 * carry the whole FAQ into every page's first load.
 */
export const faqCategoryIds = ['getting-started', 'earnings', 'quests', 'technical', 'account'] as const;
export type FaqCategoryId = (typeof faqCategoryIds)[number];
