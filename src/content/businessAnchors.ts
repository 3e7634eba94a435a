/**
 * Where the quote form sits on /business: the target of every action that asks for a quote. Its
 * own module, so the page's opening links to it without bringing the page's data (src/content/businessData.ts).
 */
export const QUOTE_SECTION_ID = 'quote';
