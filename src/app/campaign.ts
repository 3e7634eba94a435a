import { useSyncExternalStore } from 'react';
import type { SiteConfig } from '../content/site';
import { campaignOf, storeUrlWithCampaign } from '../lib/storeCampaign';
import { useSiteConfig } from './siteConfig';

/** Where the visit's campaign is kept: the tab's session storage, never a cookie, so no request carries it. */
const STORAGE_KEY = 'campaign';

let kept: string | undefined;

/**
 * The visit's campaign (src/lib/storeCampaign.ts): the landing address's when it carries one,
 * kept for the rest of the tab's session, else the one kept earlier in that session. Read once
 * per page load; client navigation keeps it.
 */
export function visitCampaign(): string {
  if (kept === undefined) {
    kept = campaignOf(location.search);
    try {
      if (kept) sessionStorage.setItem(STORAGE_KEY, kept);
      else kept = campaignOf(sessionStorage.getItem(STORAGE_KEY) ?? '');
    } catch {
      // Storage refused (a privacy setting): the campaign lasts as long as the page.
    }
  }
  return kept;
}

const unchanging = () => () => {};
/** What the server renders and hydration first sees: no campaign, so documents never depend on one. */
const noCampaign = () => '';

/**
 * The configured outbound links, the store listings carrying the visit's campaign. The server and
 * hydration render the links as configured; React renders them again with the campaign right
 * after hydration, and client renders have it from the start.
 */
export function useOutboundLinks(): SiteConfig['links'] {
  const { links, appStoreProviderToken } = useSiteConfig();
  const campaign = useSyncExternalStore(unchanging, visitCampaign, noCampaign);
  return campaign
    ? {
        ...links,
        googlePlay: storeUrlWithCampaign('googlePlay', links.googlePlay, campaign),
        appStore: storeUrlWithCampaign('appStore', links.appStore, campaign, appStoreProviderToken),
      }
    : links;
}
