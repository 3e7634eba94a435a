import type { SiteConfig } from '../site';

/**
 * The two store listings, apart from the rest of the app-download copy: the home page's hero
 * shows their badges, and its first load should not carry that page's other copy and icons.
 */

/** A store that lists the app; its URL comes from the site configuration. */
export interface StoreListing {
  platform: 'Android' | 'iOS';
  store: 'Google Play' | 'App Store';
  /** The small first line of the badge, as the stores' own badges word it. */
  badgeCaption: string;
  link: keyof Pick<SiteConfig['links'], 'googlePlay' | 'appStore'>;
  /** The store's logo, white on transparent, in public/images/stores/ (a PNG: an SVG image costs the browser a document of its own to lay out). */
  logo: string;
  description: string;
}

export interface StoresWords {
  storeListings: readonly StoreListing[];
}

const stores: StoresWords = {
  storeListings: [
    {
      platform: 'Android',
      store: 'Google Play',
      badgeCaption: 'GET IT ON',
      link: 'googlePlay',
      logo: '/images/stores/google-play.png',
      description: 'For Android phones and tablets. Install from Google Play and start your first quest in minutes.',
    },
    {
      platform: 'iOS',
      store: 'App Store',
      badgeCaption: 'Download on the',
      link: 'appStore',
      logo: '/images/stores/apple.png',
      description: 'For iPhone and iPad. Install from the App Store and start your first quest in minutes.',
    },
  ],
};

export default stores;
