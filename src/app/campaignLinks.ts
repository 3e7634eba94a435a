import type { SiteConfig } from '../content/site';
import { campaignOf, storeUrlWithCampaign } from '../lib/storeCampaign';
import { CAMPAIGN_STORAGE_KEY } from './campaign';

/**
 * The visit's campaign (src/lib/storeCampaign.ts): the landing address's when it carries one,
 * kept for the rest of the tab's session, else the one kept earlier in that session.
 */
function visitCampaign(): string {
  let kept = campaignOf(location.search);
  try {
    if (kept) sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, kept);
    else kept = campaignOf(sessionStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? '');
  } catch {
    // Storage refused (a privacy setting): the campaign lasts as long as the page.
  }
  return kept;
}

/** What writes the visit's campaign into the store links, or nothing when the visit has none. */
export function campaignRewrite(): ((links: SiteConfig['links'], providerToken?: string) => SiteConfig['links']) | undefined {
  const campaign = visitCampaign();
  if (!campaign) return undefined;
  return (links, providerToken) => ({
    ...links,
    googlePlay: storeUrlWithCampaign('googlePlay', links.googlePlay, campaign),
    appStore: storeUrlWithCampaign('appStore', links.appStore, campaign, providerToken),
  });
}
