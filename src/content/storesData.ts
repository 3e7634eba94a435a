import type { SiteConfig } from './site';

/*
 * The two stores that list the app, the same in every language (their words, the badge's
 * caption and a description: the `stores` area of `messages/<locale>.json`, keyed by these ids). Apart from
 * the rest of the app-download page: the home page's hero shows their badges, and its first
 * load should not carry that page's other words and icons.
 */

/** A store that lists the app; its id is the site configuration's key of its URL. */
export interface StoreListing {
  id: keyof Pick<SiteConfig['links'], 'googlePlay' | 'appStore'>;
  platform: 'Android' | 'iOS';
  store: 'Google Play' | 'App Store';
  /** The store's logo, white on transparent, in public/images/stores/ (a PNG: an SVG image costs the browser a document of its own to lay out). */
  logo: string;
}

export const storeListings = [
  { id: 'googlePlay', platform: 'Android', store: 'Google Play', logo: '/images/stores/google-play.png' },
  { id: 'appStore', platform: 'iOS', store: 'App Store', logo: '/images/stores/apple.png' },
] as const satisfies readonly StoreListing[];

export type StoreId = StoreListing['id'];
