import type { SiteConfig } from '../content/site';
import type { StoreId } from '../content/storesData';

/**
 * Every store link says where it sold the install (decision 025), in the form each store records:
 * an organic visit's links carry the page and the placement; a visit that landed with a campaign
 * carries that instead (src/lib/storeCampaign.ts); an invite's code rides in Google Play's install
 * referrer either way. Written after hydration (src/components/marketing/campaignLinks.ts), and by an invite page
 * from the server on.
 */

/** Where a store link is: the page (`utm_medium`) and its place on it (`utm_content`: hero, step, text…). */
export interface Placement {
  page: string;
  spot: string;
}

/** What a store listing's URL carries, in each store's form. */
export interface StoreAttribution {
  /** Google Play's install referrer: a query string (`utm_source=…&utm_medium=…`) the app reads after install. */
  referrer: string;
  /** The App Store's campaign token `ct` (40 bytes at most), or empty for none. */
  token: string;
}

/**
 * The name the code takes in Google Play's install referrer, beside the campaign
 * (`utm_source=…&invite_code=ABC123`): what the app reads from the Play Install Referrer API
 * after it is installed. The App Store passes nothing to an app it installs.
 */
export const INVITE_REFERRER_PARAMETER = 'invite_code';

/** The referrer with the invite code after the campaign, when there is one. */
export const withInvite = (referrer: string, invite?: string) =>
  invite ? `${referrer}&${INVITE_REFERRER_PARAMETER}=${encodeURIComponent(invite)}` : referrer;

/**
 * An organic visit's attribution: the site as the source (its host), the page as the medium, the
 * placement as the content; the App Store's token names page and placement (`home-hero`). It
 * depends on the page and the placement only, so an invite page's server HTML carries it.
 */
export function organicAttribution(siteUrl: string, { page, spot }: Placement, invite?: string): StoreAttribution {
  const referrer = `utm_source=${new URL(siteUrl).host}&utm_medium=${page}&utm_content=${spot}`;
  return { referrer: withInvite(referrer, invite), token: `${page}-${spot}` };
}

/**
 * A listing's URL carrying an attribution: Google Play's `referrer` holds the whole referrer
 * string, URL-encoded; the App Store's `ct` the token and, beside it, the App Store Connect
 * provider token `pt` when one is configured (Apple pairs them). A parameter of that name the
 * configured URL already had is replaced.
 */
export function storeUrl(store: StoreId, url: string, { referrer, token }: StoreAttribution, providerToken?: string): string {
  const listing = new URL(url);
  const set = (name: string, value: string) => value && listing.searchParams.set(name, value);
  if (store === 'googlePlay') set('referrer', referrer);
  else if (token) {
    set('ct', token);
    set('pt', providerToken ?? '');
  }
  return listing.href;
}

/** Both listings' URLs carrying one attribution, from the site's configured links. */
export function attributedListings(
  { links, appStoreProviderToken }: Pick<SiteConfig, 'links' | 'appStoreProviderToken'>,
  attribution: StoreAttribution,
): Record<StoreId, string> {
  return {
    googlePlay: storeUrl('googlePlay', links.googlePlay, attribution),
    appStore: storeUrl('appStore', links.appStore, attribution, appStoreProviderToken),
  };
}
