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
