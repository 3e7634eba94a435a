/**
 * Site facts that an operator may change per deployment: the brand name, the two mail
 * addresses and every outbound URL. The server reads overrides from the environment
 * (`siteConfigFromEnv` in src/server/config.server.ts) and hands the result to the browser
 * with the rendered page, so both sides always render the same values.
 */
export interface SiteConfig {
  /** Absolute origin used for canonical, Open Graph and sitemap URLs. Never the Host header. */
  siteUrl: string;
  brand: string;
  supportEmail: string;
  businessEmail: string;
  links: {
    discord: string;
    x: string;
    googlePlay: string;
    appStore: string;
    lightpaper: string;
  };
}

export const defaultSiteConfig: SiteConfig = {
  siteUrl: 'http://localhost:3000',
  brand: 'SCAN',
  supportEmail: 'support@scan.example',
  businessEmail: 'business@scan.example',
  links: {
    discord: 'https://discord.gg/scanquests',
    x: 'https://x.com/scanquests',
    googlePlay: 'https://play.google.com/store/apps/details?id=app.scan.quests',
    appStore: 'https://apps.apple.com/app/scan-quests/id6450000000',
    lightpaper: 'https://docs.scan.example/lightpaper',
  },
};

declare const __BUILD_YEAR__: number;

/**
 * The footer's copyright year: the build's (`SOURCE_DATE_EPOCH`'s for a reproducible build,
 * vite.config.ts), never the clock's, so a document does not change while the server runs.
 */
export const BUILD_YEAR: number = __BUILD_YEAR__;
