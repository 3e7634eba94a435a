import type { StoreId } from '../content/storesData';

/**
 * Campaigns carried to the stores (decision 021). A visitor who lands with `utm_…` (or an ad
 * click's `gclid`) keeps that campaign for the visit, and each store listing link takes it on in
 * the store's own form, so an install can be attributed to the campaign that brought it.
 */

/** The landing parameters that make a campaign, in the order Google's install referrer lists them. */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

/** A value longer than this is cut: campaign names are short, and a link should stay a link. */
const MAX_VALUE_LENGTH = 100;

/** The App Store's campaign token holds at most 40 bytes (StoreKit's SKStoreProductParameterCampaignToken). */
const CAMPAIGN_TOKEN_BYTES = 40;

/**
 * The campaign of a landing address's query (`?utm_source=…`), as Google Play's install referrer
 * string: `utm_source=newsletter&utm_campaign=spring`, each value percent-encoded, empty ones left
 * out. An empty string when the query carries none.
 */
export function campaignOf(search: string): string {
  const query = new URLSearchParams(search);
  return CAMPAIGN_PARAMETERS.flatMap((name) => {
    const value = query.get(name)?.trim().slice(0, MAX_VALUE_LENGTH);
    return value ? [`${name}=${encodeURIComponent(value)}`] : [];
  }).join('&');
}

/** The longest start of `text` whose UTF-8 encoding fits in `bytes`, never cutting a character. */
function fitBytes(text: string, bytes: number): string {
  let fitted = '';
  for (const character of text) {
    if (new TextEncoder().encode(fitted + character).length > bytes) break;
    fitted += character;
  }
  return fitted;
}

/**
 * A store listing's URL carrying a campaign (`campaignOf`'s string) in that store's form:
 * Google Play reads a `referrer` parameter holding the whole referrer string, URL-encoded; the
 * App Store a campaign token `ct` (the campaign's name, or its source when it has none) and, with
 * it, the provider token `pt` of the App Store Connect account when one is configured. Without a
 * campaign, the URL as configured.
 */
export function storeUrlWithCampaign(store: StoreId, url: string, campaign: string, providerToken?: string): string {
  if (!campaign) return url;
  const listing = new URL(url);
  const values = new URLSearchParams(campaign);
  const token = fitBytes(values.get('utm_campaign') || values.get('utm_source') || '', CAMPAIGN_TOKEN_BYTES);
  if (store === 'googlePlay') listing.searchParams.set('referrer', campaign);
  else if (token) {
    listing.searchParams.set('ct', token);
    if (providerToken) listing.searchParams.set('pt', providerToken);
  }
  return listing.href;
}
