import { useSyncExternalStore } from 'react';
import type { SiteConfig } from '../content/site';
import { useSiteConfig } from './siteConfig';

/** Where the visit's campaign is kept: the tab's session storage, never a cookie, so no request carries it. */
export const CAMPAIGN_STORAGE_KEY = 'campaign';

type Rewrite = (links: SiteConfig['links'], providerToken?: string) => SiteConfig['links'];

let rewrite: Rewrite | undefined;
const listeners = new Set<() => void>();

/**
 * Once per page load: a visit that landed with a campaign (`utm_…`, `gclid`), or kept one earlier
 * in the tab's session, loads the code that writes it into the store links (src/app/campaignLinks.ts);
 * any other visit loads nothing more. Client navigation keeps it (decision 021).
 */
export function startCampaign(): void {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(CAMPAIGN_STORAGE_KEY);
  } catch {
    // Storage refused: only the landing address can carry a campaign.
  }
  if (!kept && !/[?&](utm_|gclid=)/.test(location.search)) return;
  void import('./campaignLinks').then(({ campaignRewrite }) => {
    rewrite = campaignRewrite();
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** What the server renders and hydration first sees: no campaign, so documents never depend on one. */
const noRewrite = () => undefined;

/**
 * The configured outbound links, the store listings carrying the visit's campaign. The server and
 * hydration render the links as configured; React renders them again with the campaign once its
 * code has come, and client renders have it from the start.
 */
export function useOutboundLinks(): SiteConfig['links'] {
  const { links, appStoreProviderToken } = useSiteConfig();
  const current = useSyncExternalStore(subscribe, () => rewrite, noRewrite);
  return current ? current(links, appStoreProviderToken) : links;
}
