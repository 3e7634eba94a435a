import type { LocaleCode } from '../i18n/locales';
import type { RoutePath } from '../routes';

/**
 * Every page's social card: an image per route and language, drawn by the build from the page's
 * own words (scripts/socialCards/, decision 022) and named by its content's hash. This module
 * imports no code: the build's drawing reads it from vite.config.ts.
 */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** What a card is drawn for: a route of the table, or the invite pages (`/invite`, one card for every code). */
export type CardPath = RoutePath | '/invite';

/** The build's cards of one language, by route path: `/business` → `/assets/card-ar-business-….png`. */
export type LanguageCards = Partial<Record<CardPath, string>>;

/** Every language's cards: what the build writes and the server reads (`SOCIAL_CARDS_FILE`). */
export type SocialCards = Partial<Record<LocaleCode, LanguageCards>>;

/** Where the build writes the cards' names, inside the server's build folder. */
export const SOCIAL_CARDS_FILE = 'social-cards.json';

/** What a card says: its page's title and lead, in its language (src/app/socialCards.ts: `cardTextFor`). */
export interface CardText {
  title: string;
  lead: string;
}

/** The card's text alternative: what it says, in the order it says it. */
export const cardAlt = ({ title, lead }: CardText): string => `${title} — ${lead}`;
