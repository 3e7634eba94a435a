import { campaignOf, landingAttribution } from '../../lib/storeCampaign';
import { attributedListings, organicAttribution } from '../../lib/storeLink';
import type { LinkWriter } from './campaign';

/**
 * Loaded after hydration by the first part of a page that needs the visit (src/components/marketing/campaign.ts):
 * what the visit brought and which device it is on, neither of which the server may know, since
 * every visitor gets the same document; and how store links are written from them.
 */

/** The phone platforms that have a store of their own; anything else is a computer, shown the QR code first. */
export type Platform = 'android' | 'ios';

/**
 * The device's platform, from what the browser says of itself: Android; an iPhone, iPod or iPad
 * (an iPad's Safari calls itself a Mac, but a Mac has no touch screen); or neither.
 */
export function devicePlatform({ userAgent, maxTouchPoints }: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): Platform | undefined {
  if (/Android/.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return undefined;
}

/**
 * How a visit that landed on `search` writes its store links: each listing carrying the landing
 * campaign when there was one, else where the link is (src/lib/storeLink.ts), and the invite
 * code the visit has in Google Play's install referrer.
 */
export function linkWriter(search: string): LinkWriter {
  const campaign = campaignOf(search);
  return (config, placement, invite) =>
    attributedListings(config, campaign ? landingAttribution(campaign, invite) : organicAttribution(config.siteUrl, placement, invite));
}

/** The visit, from the address it landed on and the browser it is in. */
export function visitOf(search: string, browser: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>) {
  return { campaign: campaignOf(search), write: linkWriter(search), platform: devicePlatform(browser) };
}
