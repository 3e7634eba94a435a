/**
 * The site's /.well-known/ files (decision 021): what Android and iOS read to open links to the
 * site in the app, and where a security researcher reports what they find. Made once at start
 * from the configuration.
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
 * Android App Links: Digital Asset Links' statement that the app may handle every URL of the site
 * (`/.well-known/assetlinks.json`, developer.android.com's "Verify Android App Links").
 */
export function assetLinks({ packageName, fingerprints }: AndroidApp): string {
  const statement = {
    relation: ['delegate_permission/common.handle_all_urls'],
    target: { namespace: 'android_app', package_name: packageName, sha256_cert_fingerprints: fingerprints },
  };
  return `${JSON.stringify([statement], null, 2)}\n`;
}

/**
 * iOS Universal Links: the app, by its application identifier (team id and bundle id), handles
 * every path of the site (`/.well-known/apple-app-site-association`, in the `components` form
 * Apple documents since iOS 13; `applinks.details`).
 */
export function appleAppSiteAssociation({ teamId, bundleId }: AppleApp): string {
  const association = { applinks: { details: [{ appIDs: [`${teamId}.${bundleId}`], components: [{ '/': '/*' }] }] } };
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
