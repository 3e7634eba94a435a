import type { LocaleCode } from '../i18n/locales';
import { wordsOf } from '../i18n/words';
import { notFoundRoute, routes, type RoutePath } from '../routes';

/**
 * Every page's social card: an image per route and language, drawn by the build from the page's
 * own words (scripts/socialCards/, decision 022) and named by its content's hash.
 */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** The build's cards of one language, by route path: `/business` → `/assets/card-ar-business-….png`. */
export type LanguageCards = Partial<Record<RoutePath, string>>;

/** Every language's cards: what the build writes and the server reads (`SOCIAL_CARDS_FILE`). */
export type SocialCards = Partial<Record<LocaleCode, LanguageCards>>;

/** Where the build writes the cards' names, inside the server's build folder. */
export const SOCIAL_CARDS_FILE = 'social-cards.json';

type CardRoute = (typeof routes)[number];

/** The route whose card a page shows: its own, or the home page's for the not-found page. */
export function cardRouteOf(route: CardRoute | typeof notFoundRoute): CardRoute {
  return route.page === notFoundRoute.page ? routes[0] : route;
}

export interface CardText {
  title: string;
  lead: string;
}

/**
 * The words a card shows, in its language: the page's title and description, as its head tags
 * give them. The one place cards read words; the build draws them and every page names its card
 * with them (`cardAlt`).
 */
export function cardTextFor(locale: LocaleCode, route: CardRoute | typeof notFoundRoute): CardText {
  const { title, description } = wordsOf(locale, 'shell').pages[cardRouteOf(route).page];
  return { title, lead: description };
}

/** The card's text alternative: what it says, in the order it says it. */
export const cardAlt = ({ title, lead }: CardText): string => `${title} — ${lead}`;
