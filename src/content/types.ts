import type { LucideIcon } from 'lucide-react';
import type { RoutePath } from '../routes';
import type { SiteConfig } from './site';

/*
 * Language-neutral shapes that several data modules share and the components rendering them
 * read. They live with the data so that it never imports from components. The words' shapes:
 * `schema.ts`.
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

/** A link to a route of the table, or to one of the site's configured outbound URLs. */
export type NavTarget = { to: RoutePath } | { external: keyof SiteConfig['links'] };

/** A choice of a select: the value the form keeps and the words the visitor reads. */
export interface Choice {
  value: string;
  label: string;
}
