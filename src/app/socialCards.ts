import { locales, type LocaleCode } from '../i18n/locales';
import { messagesOf } from '../i18n/messages';
import type { CardText } from '../lib/socialCards';
import { inviteRoute, notFoundRoute, pageKey, routes } from '../routes';

/** A page with a card of its own: every route of the table, and the invite pages (one card for every code). */
type CardRoute = (typeof routes)[number] | typeof inviteRoute;

/** The route whose card a page shows: its own, or the home page's for the not-found page. */
export function cardRouteOf(route: CardRoute | typeof notFoundRoute): CardRoute {
  return route.page === notFoundRoute.page ? routes[0] : route;
}

/**
 * The words a page's social card shows, in its language: the page's title and description, as
 * its head tags give them. The one place cards read words: the build draws them
 * (`socialCardPages`) and every page names its card with them (`cardAlt`).
 */
export function cardTextFor(locale: LocaleCode, route: CardRoute | typeof notFoundRoute): CardText {
  const { title, description } = messagesOf(
    locales.find((entry) => entry.code === locale)!,
    'shell',
  ).group(`pages.${pageKey(cardRouteOf(route))}`);
  return { title, lead: description };
}

/** Every route's card in every language, with the words it shows: what the build draws (scripts/socialCards). */
export function socialCardPages() {
  return locales.flatMap((locale) =>
    [...routes, inviteRoute].map((route) => ({
      locale,
      route: { path: route.path, page: route.page, card: route.card },
      text: cardTextFor(locale.code, route),
    })),
  );
}
