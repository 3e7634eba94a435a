import { describe, expect, it } from 'vitest';
import { appleAppSiteAssociation, assetLinks, securityTxt, securityTxtExpiry } from '../../src/lib/wellKnown';
import { locales } from '../../src/i18n/locales';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');

describe('the /.well-known/ files', () => {
  it("states Android App Links in Digital Asset Links' shape", () => {
    expect(JSON.parse(assetLinks({ packageName: 'app.scan.quests', fingerprints: [FINGERPRINT] }))).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'app.scan.quests', sha256_cert_fingerprints: [FINGERPRINT] },
      },
    ]);
  });

  it("associates the iOS app with every path in Apple's components form", () => {
    expect(JSON.parse(appleAppSiteAssociation({ teamId: 'ABCDE12345', bundleId: 'app.scan.quests' }))).toEqual({
      applinks: { details: [{ appIDs: ['ABCDE12345.app.scan.quests'], components: [{ '/': '/*' }] }] },
    });
  });

  it('writes security.txt with the fields RFC 9116 requires, its languages and its own address', () => {
    const text = securityTxt({
      contact: 'mailto:support@scan.example',
      builtAt: new Date('2026-11-28T13:36:09.123Z'),
      languages: locales.map((locale) => locale.lang),
      siteUrl: 'https://scan.example',
    });
    expect(text).toBe(
      [
        'Contact: mailto:support@scan.example',
        'Expires: 2027-11-28T13:36:09.123Z',
        `Preferred-Languages: ${locales.map((locale) => locale.lang).join(', ')}`,
        'Canonical: https://scan.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('expires a year after the build, a leap day included', () => {
    expect(securityTxtExpiry(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-03-01T00:00:00.000Z');
    expect(securityTxtExpiry(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-12-31T23:59:59.000Z');
  });
});
