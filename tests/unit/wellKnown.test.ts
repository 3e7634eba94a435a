import { describe, expect, it } from 'vitest';
import { APP_PATHS, appleAppSiteAssociation, assetLinks, securityTxt, securityTxtExpiry } from '../../src/lib/wellKnown';
import { locales } from '../../src/i18n/locales';

/** The invite paths of every language (decision 025): the only ones the app claims. */
const INVITE_PATHS = locales.map((locale) => `${locale.prefix}/invite/*`);

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');

describe('the /.well-known/ files', () => {
  it("names the invite paths of every language as the app's own, and nothing else", () => {
    expect([...APP_PATHS].sort()).toEqual([...INVITE_PATHS].sort());
  });

  it("states Android App Links in Digital Asset Links' shape, narrowed to the invite paths by dynamic rules", () => {
    expect(JSON.parse(assetLinks({ packageName: 'app.scan.quests', fingerprints: [FINGERPRINT] }))).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'app.scan.quests', sha256_cert_fingerprints: [FINGERPRINT] },
        relation_extensions: {
          'delegate_permission/common.handle_all_urls': {
            dynamic_app_link_components: INVITE_PATHS.map((path) => ({ '/': path })),
          },
        },
      },
    ]);
  });

  it("associates the iOS app with the invite paths only, never /*, in Apple's components form", () => {
    const { applinks } = JSON.parse(appleAppSiteAssociation({ teamId: 'ABCDE12345', bundleId: 'app.scan.quests' })) as {
      applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] };
    };
    expect(applinks.details).toHaveLength(1);
    expect(applinks.details[0]!.appIDs).toEqual(['ABCDE12345.app.scan.quests']);
    expect(applinks.details[0]!.components.map((component) => component['/'])).toEqual(INVITE_PATHS);
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
