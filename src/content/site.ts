import type { PackedQrCode } from '../lib/qrCode';
import type { LanguageCards } from '../lib/socialCards';

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
  /**
   * The operator's status page (`STATUS_URL`, an https URL): when set, the footer links to it
   * instead of showing the spec's fixed label "Platform Status: Active".
   */
  statusUrl?: string;
  /**
   * The app's App Store id (`APP_STORE_APP_ID`): when set, every page carries Safari's Smart App
   * Banner tag (`apple-itunes-app`).
   */
  appStoreAppId?: string;
  /**
   * The App Store Connect provider token (`APP_STORE_PROVIDER_TOKEN`): when set, the App Store
   * link of a visit that came with a campaign carries it beside the campaign token (decision 021).
   */
  appStoreProviderToken?: string;
  /**
   * The invite codes the site accepts (`INVITE_CODE_PATTERN`, a regular expression's source), only
   * when it is not the default (src/content/invite.ts): the invite page tells a code from a
   * mistyped one in the browser as the server did (decision 025).
   */
  inviteCodePattern?: string;
  /**
   * The QR code of `/get` marked as a scan, in the document's language: never set by the
   * operator, but encoded by the renderer when the server starts (src/app/storeCodes.ts) and
   * handed to the browser with the rest, so the pages that show it draw the same code in the
   * server's HTML and after a client navigation, and the browser never loads a QR encoder
   * (decisions 019 and 025). One code for both phones: `/get` sends each to its store.
   */
  installCode?: PackedQrCode;
  /**
   * An invite page's own code and the QR code of its address: never set by the operator, but
   * added by the renderer to that document's configuration alone (decision 025).
   */
  invite?: { code: string; qrCode: PackedQrCode };
  /**
   * The social cards of the document's language, by route path: never set by the operator, but
   * drawn by the build and handed to each language's documents by the renderer, so a page's head
   * names its own card in the server's HTML and after a client navigation (decision 022). None
   * in development: pages then name the one shared image.
   */
  socialCards?: LanguageCards;
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
