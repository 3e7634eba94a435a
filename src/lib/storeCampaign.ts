import { withInvite, type StoreAttribution } from './storeLink';

/**
 * Campaigns carried to the stores (decisions 021 and 025). A visitor who lands with `utm_…` (or
 * an ad click's `gclid`) keeps that campaign for the visit, in memory, and each store listing
 * link takes it on in the store's own form instead of the page's own attribution
 * (src/lib/storeLink.ts), so an install can be attributed to the campaign that brought it.
 * Loaded after hydration, with the device's platform (src/components/marketing/campaignLinks.ts).
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
 * A landing campaign (`campaignOf`'s string) as the stores take it: the whole campaign, and the
 * invite code after it, as Google Play's install referrer; the campaign's name, or its source when
 * it has none, cut to 40 bytes, as the App Store's campaign token.
 */
export function landingAttribution(campaign: string, invite?: string): StoreAttribution {
  const values = new URLSearchParams(campaign);
  const token = fitBytes(values.get('utm_campaign') || values.get('utm_source') || '', CAMPAIGN_TOKEN_BYTES);
  return { referrer: withInvite(campaign, invite), token };
}
