import { encode, type QrCodeGenerateOptions } from 'uqr';
import type { SiteConfig, StoreCodes } from '../content/site';
import { storeListings } from '../content/storesData';
import { packQrCode } from '../lib/qrCode';

/**
 * Medium error correction (15 % of the code may be lost), raised as far as the version leaves
 * room for; version 4 (33 modules a side) at the least, the size a store listing's usual URL
 * needs, so a short URL is not drawn with fewer, larger modules than a long one.
 */
const OPTIONS = { ecc: 'M', boostEcc: true, minVersion: 4, border: 0 } as const satisfies QrCodeGenerateOptions;

/** Both codes share one version, so they are drawn at the same size, module for module. */
function encodeStoreCodes(links: SiteConfig['links']): StoreCodes {
  const minVersion = Math.max(...storeListings.map(({ id }) => encode(links[id], OPTIONS).version));
  return Object.fromEntries(
    storeListings.map(({ id }) => [id, packQrCode(encode(links[id], { ...OPTIONS, minVersion }).data)]),
  ) as StoreCodes;
}

/**
 * The configuration with its store links' QR codes (decision 019). Server only: the renderer
 * calls it once per configuration (src/entry-server.tsx), the browser receives the packed codes
 * with the configuration in the boot data and never this encoder (tests/http/first-load.test.ts).
 */
export function withStoreCodes(config: SiteConfig): SiteConfig {
  return { ...config, storeCodes: encodeStoreCodes(config.links) };
}
