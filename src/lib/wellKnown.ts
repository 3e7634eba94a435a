import { localizedPath, locales } from '../i18n/locales';
import { inviteRoute } from '../routes';

/**
 * The site's /.well-known/ files (decisions 021 and 025): what Android and iOS read to open links
 * to the site in the app, and where a security researcher reports what they find. Made once at
 * start from the configuration.
 */

/** Where each file is, at the root of the site's origin, as each reader looks for it. */
export const WELL_KNOWN = {
  assetLinks: '/.well-known/assetlinks.json',
  /** No extension: Apple's readers ask for this exact name. */
  appleAppSiteAssociation: '/.well-known/apple-app-site-association',
  securityTxt: '/.well-known/security.txt',
} as const;

export interface AndroidApp {
  packageName: string;
  /** SHA-256 fingerprints of the app's signing certificates, `AB:CD:…`. */
  fingerprints: readonly string[];
}

export interface AppleApp {
  teamId: string;
  bundleId: string;
}

/**
 * The app's own paths: the invite pages, in every language (`/invite/*`, `/es/invite/*`…). Every
 * other page stays a page of the site with the app installed (a link to /privacy opens the
 * privacy policy, not the app), and an invite opens in the app, which reads its code from the path.
 */
export const APP_PATHS: readonly string[] = locales.map((locale) => `${localizedPath(locale, inviteRoute.path)}/*`);

const HANDLE_ALL_URLS = 'delegate_permission/common.handle_all_urls';

/**
 * Android App Links: Digital Asset Links' statement, which is domain-wide: the paths a link opens
 * in the app are those the app's manifest declares (its intent filters, which should name the
 * invite paths). Android 15's dynamic App Links narrow them from here, without an app update:
 * `dynamic_app_link_components` under the relation's `relation_extensions`, the invite paths only
 * (developer.android.com's "Configure website associations and dynamic rules"; earlier versions
 * ignore the field).
 */
export function assetLinks({ packageName, fingerprints }: AndroidApp): string {
  const statement = {
    relation: [HANDLE_ALL_URLS],
    target: { namespace: 'android_app', package_name: packageName, sha256_cert_fingerprints: fingerprints },
    relation_extensions: { [HANDLE_ALL_URLS]: { dynamic_app_link_components: APP_PATHS.map((path) => ({ '/': path })) } },
  };
  return `${JSON.stringify([statement], null, 2)}\n`;
}

/**
 * iOS Universal Links: the app, by its application identifier (team id and bundle id), handles
 * the app's own paths and no other (`/.well-known/apple-app-site-association`, in the
 * `components` form Apple documents since iOS 13; `applinks.details`).
 */
export function appleAppSiteAssociation({ teamId, bundleId }: AppleApp): string {
  const components = APP_PATHS.map((path) => ({ '/': path, comment: 'An invite: the app reads its code from the path.' }));
  const association = { applinks: { details: [{ appIDs: [`${teamId}.${bundleId}`], components }] } };
  return `${JSON.stringify(association, null, 2)}\n`;
}

export interface SecurityTxtFields {
  /** Where to report: a mailto:, https: or tel: URI. */
  contact: string;
  /** When the build was made: the file expires a year later. */
  builtAt: Date;
  /** The site's languages, as BCP 47 tags. */
  languages: readonly string[];
  siteUrl: string;
}

/**
 * When a security.txt made at `builtAt` expires: a year later. RFC 9116 recommends less than a
 * year ahead of its reader, which any served copy is, and a deploy a year on is due anyway.
 */
export function securityTxtExpiry(builtAt: Date): Date {
  const expires = new Date(builtAt.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return expires;
}

/** RFC 9116's security.txt: its two required fields, the languages reports may be written in, and its own address. */
export function securityTxt({ contact, builtAt, languages, siteUrl }: SecurityTxtFields): string {
  return [
    `Contact: ${contact}`,
    `Expires: ${securityTxtExpiry(builtAt).toISOString()}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${new URL(WELL_KNOWN.securityTxt, siteUrl).href}`,
    '',
  ].join('\n');
}
