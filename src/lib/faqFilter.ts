/**
 * The help centre's FAQ filter. The same state lives in the query string (`?q=…&category=…`),
 * so the server renders a filtered list without JavaScript and a filtered view can be shared.
 */
import { faqCategoryIds, type FaqCategoryId, type FaqItem } from '../content/faq';
import {
  ALL_CATEGORIES,
  DEFAULT_FAQ_CATEGORY,
  FAQ_CATEGORY_PARAM,
  FAQ_QUERY_PARAM,
  faqSearchParams,
  type FaqFilter,
  type FaqFilterCategory,
} from './faqQuery';

export {
  ALL_CATEGORIES,
  DEFAULT_FAQ_CATEGORY,
  FAQ_CATEGORY_PARAM,
  FAQ_QUERY_PARAM,
  faqSearchParams,
  type FaqFilter,
  type FaqFilterCategory,
};

/** Longer search text than anyone types is cut here (the search box has the same limit). */
export const MAX_FAQ_QUERY_LENGTH = 100;

function isFilterCategory(value: string | null): value is FaqFilterCategory {
  return value === ALL_CATEGORIES || (faqCategoryIds as readonly (string | null)[]).includes(value);
}

const entriesOf = new WeakMap<object, readonly FaqItem[]>();

/**
 * The help centre's entries from its messages (questions by category, each by its id): one list, category by
 * category in `faqCategoryIds` order. Made once per language, so each entry keeps the text the
 * search compares (below) from one search to the next.
 */
export function faqItemsOf(
  byCategory: Readonly<Record<FaqCategoryId, Readonly<Record<string, Pick<FaqItem, 'question' | 'answer'>>>>>,
): readonly FaqItem[] {
  let items = entriesOf.get(byCategory);
  if (!items) {
    items = faqCategoryIds.flatMap((category) => Object.values(byCategory[category]).map((entry) => ({ category, ...entry })));
    entriesOf.set(byCategory, items);
  }
  return items;
}

/**
 * What people leave out when they type, per script: Latin accents; Arabic short vowels, the
 * hamza and madda on alef (NFD splits them off), the superscript alef and the kashida; the
 * Devanagari nukta. Devanagari's vowel signs are letters of the word (कम is not काम) and stay.
 */
const OPTIONAL_MARKS = /[\u0300-\u036f]|[\u064b-\u065f]|\u0670|\u0640|\u093c/g;

/**
 * Text as the search compares it: lower case, without the marks people leave out, ligatures
 * spelled out, so `informacion` finds `información`, `reseau` finds `réseau`, `COEUR` finds
 * `cœur`, `اسئلة` finds `أسئلة` and `रेफरल` finds `रेफ़रल`; chandrabindu and anusvara are one.
 */
export function searchableText(text: string): string {
  return text
    .normalize('NFD')
    .replace(OPTIONAL_MARKS, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/\u0901/g, '\u0902');
}

const searchable = new WeakMap<FaqItem, string>();

/** An entry's question and answer as the search compares them, worked out once per entry. */
function searchableEntry(item: FaqItem): string {
  let text = searchable.get(item);
  if (text === undefined) {
    text = searchableText(`${item.question}\n${item.answer}`);
    searchable.set(item, text);
  }
  return text;
}

/** An entry shows when its category is selected (or 'all' is) and it contains the search text. */
export function filterFaqs<Item extends FaqItem>(items: readonly Item[], { category, query }: FaqFilter): Item[] {
  const needle = searchableText(query.trim());
  return items.filter((item) => (category === ALL_CATEGORIES || item.category === category) && searchableEntry(item).includes(needle));
}

/**
 * Characters a search box cannot hold: line breaks (a browser strips them from an input's
 * value), other control characters and noncharacters (an HTML document may not contain them,
 * so the server could not write them into the box's value attribute).
 */
const NOT_SEARCHABLE = /[\p{Cc}\p{Noncharacter_Code_Point}]/gu;

/**
 * Reads the filter from a URL's query: an unknown category falls back to the default, and the
 * search text loses what a search box cannot hold, its surrounding spaces and anything past
 * the length limit. The server and the browser read a URL the same way, so hydration renders
 * what the server sent.
 */
export function parseFaqQuery(searchParams: URLSearchParams): FaqFilter {
  const category = searchParams.get(FAQ_CATEGORY_PARAM);
  return {
    category: isFilterCategory(category) ? category : DEFAULT_FAQ_CATEGORY,
    query: (searchParams.get(FAQ_QUERY_PARAM) ?? '').replace(NOT_SEARCHABLE, '').trim().slice(0, MAX_FAQ_QUERY_LENGTH),
  };
}
