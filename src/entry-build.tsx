/**
 * The build's entry into the server's code (scripts/build/site.ts loads it from the server
 * bundle): what it renders once, never per request. The site's stylesheets, and every route's
 * social card in every language with the words it shows, for the build to draw (the words are all
 * registered by the server entry).
 */
import type { EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { DocumentStyles } from './app/Document';
import { ProfileEditForm } from './components/profile/ProfileEditForm';
import { DraftOpened } from './components/ui/MailDraftForm';
import { SAMPLE_INVITE_CODE } from './content/invite';
import { defaultSiteConfig } from './content/site';
import { documentFor, ERROR_STYLESHEET, errorDocument, ready } from './entry-server';
import { withInstallCode, withInvite } from './app/storeCodes';
import { defaultLocale, localizedPath, locales } from './i18n/locales';
import { messagesOf } from './i18n/messages';
import { invitePath, inviteRoute, notFoundRoute, routes, type PageName } from './routes';
import { collectedRules, createServerStyleCache } from './styles/emotionCache';
import { globalCss } from './styles/globalCss';

export { socialCardPages } from './app/socialCards';

/** What the build gathers (`collectStylesheets`): the rules pages share, and each page's own. */
export interface CollectedStylesheets {
  /** The global rules and those two or more pages use (the layout's, the shared components'): one file, fetched once. */
  shared: string;
  /** The rules only one page uses, by the route table's page name (and the error document's): inline in its documents. */
  own: Readonly<Record<string, string>>;
}

/**
 * The site's stylesheets, made once by the build (vite.config.ts) from every rule a server render
 * can produce: each route and the not-found page in every language, the help centre's filter with
 * every category shown and with nothing found, the error document, and the states a tap opens.
 * Rules two or more pages use go to the shared sheet, after the global rules, fetched once for
 * every page; each page keeps those only it uses. Both keep the order in which the renders first
 * needed each rule.
 */
export async function collectStylesheets(): Promise<CollectedStylesheets> {
  await ready;
  const ordered = new Map<string, string>();
  const usedBy = new Map<string, Set<string>>();
  const collect = (sheet: string, document: (cache: EmotionCache) => ReactNode) => {
    const cache = createServerStyleCache({ extract: true });
    renderToString(document(cache));
    const names = usedBy.get(sheet) ?? new Set<string>();
    for (const [name, rules] of collectedRules(cache)) {
      if (!ordered.has(name)) ordered.set(name, rules);
      names.add(name);
    }
    usedBy.set(sheet, names);
  };
  const none: DocumentStyles = { own: '' };
  // The help centre's states a search shows: every category, nothing found anywhere, and nothing
  // in the selected category while another has a match (a question of another category, searched).
  const elsewhere = Object.values(messagesOf(defaultLocale, 'community').group('faqItems.earnings'))[0]!.question;
  const searches = ['category=all', 'q=~', `q=${encodeURIComponent(elsewhere)}`];
  const invite = invitePath(SAMPLE_INVITE_CODE);
  for (const locale of locales) {
    const config = withInstallCode(defaultSiteConfig, locale);
    for (const route of [...routes, notFoundRoute, inviteRoute]) {
      const locations = [route.path, ...('readsQuery' in route ? searches.map((query) => `${route.path}?${query}`) : [])];
      for (const location of locations)
        collect(route.page, (cache) => documentFor(localizedPath(locale, location), locale, cache, none, config));
    }
    const invited = withInvite(config, locale, SAMPLE_INVITE_CODE);
    collect(inviteRoute.page, (cache) => documentFor(localizedPath(locale, invite), locale, cache, none, invited));
  }
  // States no server render shows, which a tap opens: their rules are in their page's sheet too, so
  // the tap inserts none (Emotion would otherwise compile and insert them while the visitor waits).
  const draft = <DraftOpened draft="mailto:a@b" address="a@b" />;
  const clientStates: Partial<Record<PageName, ReactNode>> = {
    Profile: <ProfileEditForm open onClose={() => undefined} />,
    Community: draft,
    Business: draft,
  };
  for (const [page, state] of Object.entries(clientStates))
    collect(page, (cache) => documentFor('/', defaultLocale, cache, none, defaultSiteConfig, { content: state }));
  const pages = [...usedBy.values()];
  const shared = new Set([...ordered.keys()].filter((name) => pages.filter((names) => names.has(name)).length >= 2));
  collect(ERROR_STYLESHEET, (cache) => errorDocument(defaultSiteConfig, defaultLocale, cache, none));
  const rulesOf = (keep: (name: string) => boolean) =>
    [...ordered]
      .filter(([name]) => keep(name))
      .map(([, rules]) => rules)
      .join('');
  return {
    shared: globalCss + rulesOf((name) => shared.has(name)),
    own: Object.fromEntries([...usedBy].map(([sheet, names]) => [sheet, rulesOf((name) => names.has(name) && !shared.has(name))])),
  };
}
