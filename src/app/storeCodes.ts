import { encode, type QrCodeGenerateOptions } from 'uqr';
import type { SiteConfig } from '../content/site';
import { localizedPath, type Locale } from '../i18n/locales';
import { packQrCode, type PackedQrCode } from '../lib/qrCode';
import { invitePath } from '../routes';

/**
 * Medium error correction (15 % of the code may be lost), raised as far as the version leaves
 * room for; version 4 (33 modules a side) at the least, so a short address is not drawn with
 * fewer, larger modules than a long one.
 */
const OPTIONS = { ecc: 'M', boostEcc: true, minVersion: 4, border: 0 } as const satisfies QrCodeGenerateOptions;

const qrCodeOf = (text: string): PackedQrCode => packQrCode(encode(text, OPTIONS).data);

/**
 * What the install code opens: `/get` in the document's language, marked as a scan of the site's
 * code (`utm_source` the site, `utm_medium=qr`), so a phone that scans it goes on to its own
 * store with that campaign and every scan is counted in both stores' consoles (decision 025).
 */
export function installCodeAddress(siteUrl: string, locale: Locale): string {
  const url = new URL(localizedPath(locale, '/get'), siteUrl);
  url.search = new URLSearchParams({ utm_source: url.host, utm_medium: 'qr' }).toString();
  return url.href;
}

/**
 * A language's configuration with its install code (decisions 019 and 025). Server only: the
 * renderer calls it once per configuration and language (src/entry-server.tsx); the browser
 * receives the packed code with the configuration in the boot data and never this encoder
 * (tests/http/first-load.test.ts).
 */
export function withInstallCode(config: SiteConfig, locale: Locale): SiteConfig {
  return { ...config, installCode: qrCodeOf(installCodeAddress(config.siteUrl, locale)) };
}

/** The address of an invite page, as its QR code opens it: the same page on the phone that scans it (or the app, installed). */
export const inviteAddress = (siteUrl: string, locale: Locale, code: string) =>
  new URL(localizedPath(locale, invitePath(code)), siteUrl).href;

/** An invite document's configuration: its code, and the QR code of its address, for that document alone. */
export function withInvite(config: SiteConfig, locale: Locale, code: string): SiteConfig {
  return { ...config, invite: { code, qrCode: qrCodeOf(inviteAddress(config.siteUrl, locale, code)) } };
}
