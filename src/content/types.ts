import type { LucideIcon } from 'lucide-react';
import type { RoutePath } from '../routes';
import type { FaqCategoryId } from './faq';
import type { SiteConfig } from './site';

/*
 * Language-neutral shapes that several data modules share and the components rendering them
 * read. They live with the data so that it never imports from components. The words: the
 * catalogs, `messages/<locale>.json` (their shape: `src/i18n/messages.tsx`'s `Catalog`).
 */

/**
 * How a card of a list looks, by the id its words are keyed by, in the order the page shows them.
 * Cards are told apart by their icon and words; every one wears the one accent.
 */
export interface IconLook<Id extends string = string> {
  id: Id;
  icon: LucideIcon;
}

/** A link to a page of the site, with its words. */
export interface InternalAction {
  label: string;
  to: RoutePath;
}

/**
 * A view of the help centre's FAQ that a link opens: a category (or all of them), and a search
 * for the link's own name in the page's language, so "Image Labeling" opens the questions about
 * image labeling in every language without a search term written twice.
 */
export interface FaqView {
  category: FaqCategoryId | 'all';
  searchForLinkName?: true;
}

/**
 * A link to a route of the table, or to one of the site's configured outbound URLs. An internal
 * link may name the part of the page it opens (`section`: the id of an element on it) and, on
 * the help centre, the view of the FAQ it shows.
 */
export type NavTarget = { to: RoutePath; section?: string; faq?: FaqView } | { external: keyof SiteConfig['links'] };

/** A choice of a select: the value the form keeps and the words the visitor reads. */
export interface Choice {
  value: string;
  label: string;
}
