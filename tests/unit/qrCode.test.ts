import { describe, expect, it } from 'vitest';
import { withStoreCodes } from '../../src/app/storeCodes';
import { defaultSiteConfig, type SiteConfig } from '../../src/content/site';
import { storeListings } from '../../src/content/storesData';
import { QUIET_ZONE, packQrCode, qrCodePath, type PackedQrCode } from '../../src/lib/qrCode';
import { rasterizePath, readQrCode } from '../support/qr';

/** What a phone reads from a code drawn the way the page draws it. */
const read = (code: PackedQrCode) => readQrCode(rasterizePath(qrCodePath(code), code.size + 2 * QUIET_ZONE, QUIET_ZONE));

const withLinks = (googlePlay: string, appStore: string): SiteConfig => ({
  ...defaultSiteConfig,
  links: { ...defaultSiteConfig.links, googlePlay, appStore },
});

describe('packed QR codes', () => {
  it('draws each run of dark modules in a row as one rectangle, packing the modules row by row', () => {
    const rows = [
      [true, true, false],
      [false, true, true],
      [true, false, true],
    ];
    const code = packQrCode(rows);
    // 110 011 101, most significant bit first: 0b11001110 0b10000000.
    expect(code).toEqual({ size: 3, modules: btoa(String.fromCharCode(0b11001110, 0b10000000)) });
    expect(qrCodePath(code)).toBe('M0 0h2v1H0zM1 1h2v1H1zM0 2h1v1H0zM2 2h1v1H2z');
    expect(qrCodePath(packQrCode([[false]]))).toBe('');
  });

  it('refuses modules that are not square', () => {
    expect(() => packQrCode([[true, false], [true]])).toThrow(/square/);
  });
});

describe('the store links’ QR codes (decision 019)', () => {
  it.each([
    ['the default links', defaultSiteConfig],
    ['short links', withLinks('https://play.example/s', 'https://apps.example/scan')],
    [
      'links of different lengths',
      withLinks(
        'https://play.google.com/store/apps/details?id=app.scan.quests&hl=en&referrer=utm_source%3Dsite%26utm_medium%3Dqr',
        'https://a.example/x',
      ),
    ],
  ])('encode %s so that a decoder reads each one back, both codes of one size', (_, config) => {
    const { storeCodes } = withStoreCodes(config);
    for (const { id } of storeListings) expect(read(storeCodes![id]), id).toBe(config.links[id]);
    const sizes = storeListings.map(({ id }) => storeCodes![id].size);
    expect(new Set(sizes).size).toBe(1);
    // Version 4 at the least: 33 modules a side.
    expect(sizes[0]).toBeGreaterThanOrEqual(33);
  });

  it('draws the default links as 33-module codes that travel in under half a kilobyte of boot data', () => {
    const { storeCodes } = withStoreCodes(defaultSiteConfig);
    expect(storeListings.map(({ id }) => storeCodes![id].size)).toEqual([33, 33]);
    expect(JSON.stringify(storeCodes).length).toBeLessThan(512);
  });

  it('keeps the rest of the configuration and encodes the same codes every time', () => {
    const config = withLinks('https://play.example/store/scan', 'https://apps.example/scan');
    const encoded = withStoreCodes(config);
    expect({ ...encoded, storeCodes: undefined }).toEqual({ ...config, storeCodes: undefined });
    expect(withStoreCodes(config)).toEqual(encoded);
    expect(encoded.storeCodes).not.toEqual(withStoreCodes(defaultSiteConfig).storeCodes);
  });
});
