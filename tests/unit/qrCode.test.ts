import { describe, expect, it } from 'vitest';
import { withInstallCode, withInvite } from '../../src/app/storeCodes';
import { defaultSiteConfig } from '../../src/content/site';
import { localizedPath, locales, type Locale } from '../../src/i18n/locales';
import { QUIET_ZONE, packQrCode, qrCodePath, type PackedQrCode } from '../../src/lib/qrCode';
import { rasterizePath, readQrCode } from '../support/qr';

/** What a phone reads from a code drawn the way the page draws it. */
const read = (code: PackedQrCode) => readQrCode(rasterizePath(qrCodePath(code), code.size + 2 * QUIET_ZONE, QUIET_ZONE));

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

describe('the install code and the invite codes (decisions 019 and 025)', () => {
  const [english, spanish, arabic] = ['en', 'es', 'ar'].map((code) => locales.find((locale) => locale.code === code)!) as [
    Locale,
    Locale,
    Locale,
  ];

  it.each([
    ['the default site', defaultSiteConfig.siteUrl],
    ['a short origin', 'https://s.example'],
    ['a long origin', 'https://www.scan-quests-for-everyone.example.com'],
  ])("encode %s's /get, marked as a scan, so that a decoder reads it back, one code for both phones", (_, siteUrl) => {
    for (const locale of [english, spanish, arabic]) {
      const { installCode } = withInstallCode({ ...defaultSiteConfig, siteUrl }, locale);
      const opened = new URL(read(installCode!)!);
      expect(opened.origin).toBe(siteUrl);
      expect(opened.pathname).toBe(localizedPath(locale, '/get'));
      expect(Object.fromEntries(opened.searchParams)).toEqual({ utm_source: new URL(siteUrl).host, utm_medium: 'qr' });
      expect(installCode!.size).toBeGreaterThanOrEqual(33);
    }
  });

  it("draws the default site's install code in 37 modules and under 300 bytes of boot data (the two store codes took 443)", () => {
    const { installCode } = withInstallCode(defaultSiteConfig, english);
    expect(installCode!.size).toBe(37);
    expect(JSON.stringify(installCode).length).toBeLessThan(300);
  });

  it("encodes an invite page's own address, in its language, for that document alone", () => {
    const config = { ...defaultSiteConfig, siteUrl: 'https://scan.example' };
    const { invite } = withInvite(config, arabic, 'ABC-123_x');
    expect(invite!.code).toBe('ABC-123_x');
    expect(read(invite!.qrCode)).toBe('https://scan.example/ar/invite/ABC-123_x');
    expect(read(withInvite(config, english, 'été').invite!.qrCode)).toBe('https://scan.example/invite/%C3%A9t%C3%A9');
  });

  it('keeps the rest of the configuration and encodes the same code every time', () => {
    const config = { ...defaultSiteConfig, siteUrl: 'https://scan.example' };
    const encoded = withInstallCode(config, spanish);
    expect({ ...encoded, installCode: undefined }).toEqual({ ...config, installCode: undefined });
    expect(withInstallCode(config, spanish)).toEqual(encoded);
    expect(encoded.installCode).not.toEqual(withInstallCode(config, english).installCode);
  });
});
