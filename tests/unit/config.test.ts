import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.server';
import { StartupError } from '../../src/server/config.server';

/** The one line a bad value stops the start with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('the configuration check', () => {
  it('accepts every port a socket can have, and only those', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65_535);
    expect(loadConfig({}).port).toBe(3000);
    for (const port of ['65536', '99999', '-1', 'abc', '80.5', '3000abc'])
      expect(refusal({ PORT: port })).toBe(`PORT="${port}" is not valid: set a whole number from 0 to 65535, or leave it unset for 3000.`);
  });

  it('names the variable, what it may be and the way out, in one line', () => {
    const messages = [
      refusal({ SITE_URL: 'notaurl' }),
      refusal({ SITE_URL: 'ftp://scan.example' }),
      refusal({ RENDER_SHARE: '2' }),
      refusal({ LOG_LEVEL: 'loud' }),
      refusal({ TRUST_PROXY: 'not-an-address' }),
      refusal({ RENDER_CONCURRENCY: '0' }),
      refusal({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }),
    ];
    expect(messages[0]).toBe(
      'SITE_URL="notaurl" is not valid: set an absolute http(s) URL such as https://scan.example, or leave it unset for http://localhost:3000.',
    );
    expect(messages[3]).toMatch(/^LOG_LEVEL="loud" is not valid: set one of fatal, error, warn, info, debug, trace, silent/);
    for (const message of messages) {
      expect(message).not.toContain('\n');
      expect(message).toMatch(/^[A-Z_]+(="[^"]*")? /);
    }
  });

  it('refuses durations longer than a Node timer holds, which would fire at once', () => {
    expect(loadConfig({ RENDER_TIMEOUT_MS: '2147483647' }).timeouts.renderMs).toBe(2_147_483_647);
    expect(refusal({ RENDER_TIMEOUT_MS: '2147483648' })).toMatch(/^RENDER_TIMEOUT_MS="2147483648" is not valid/);
  });

  it('reads SEND_TIMEOUT_MS, 15 s by default', () => {
    expect(loadConfig({}).timeouts.sendMs).toBe(15_000);
    expect(loadConfig({ SEND_TIMEOUT_MS: '2500' }).timeouts.sendMs).toBe(2_500);
  });

  it('reads the app links, the Smart App Banner and the provider token only when set', () => {
    const unset = loadConfig({});
    expect(unset.appLinks).toEqual({ android: undefined, apple: undefined });
    expect(unset.site).not.toHaveProperty('appStoreAppId');
    expect(unset.site).not.toHaveProperty('appStoreProviderToken');
    const fingerprint = Array.from({ length: 32 }, () => 'ab').join(':');
    const set = loadConfig({
      ANDROID_PACKAGE_NAME: 'app.scan.quests',
      ANDROID_CERT_FINGERPRINTS: ` ${fingerprint} ,${fingerprint.replace(/^ab/, '01')}`,
      APPLE_TEAM_ID: 'ABCDE12345',
      APPLE_BUNDLE_ID: 'app.scan.quests',
      APP_STORE_APP_ID: '6450000000',
      APP_STORE_PROVIDER_TOKEN: '118161268',
    });
    expect(set.appLinks).toEqual({
      android: { packageName: 'app.scan.quests', fingerprints: [fingerprint.toUpperCase(), `01${fingerprint.toUpperCase().slice(2)}`] },
      apple: { teamId: 'ABCDE12345', bundleId: 'app.scan.quests' },
    });
    expect(set.site.appStoreAppId).toBe('6450000000');
    expect(set.site.appStoreProviderToken).toBe('118161268');
  });

  it('refuses app-link values the platforms would reject, naming the variable in one line', () => {
    const fingerprint = Array.from({ length: 32 }, () => 'AB').join(':');
    const android = { ANDROID_PACKAGE_NAME: 'app.scan.quests', ANDROID_CERT_FINGERPRINTS: fingerprint };
    const apple = { APPLE_TEAM_ID: 'ABCDE12345', APPLE_BUNDLE_ID: 'app.scan.quests' };
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ...android, ANDROID_PACKAGE_NAME: 'scan' }, /^ANDROID_PACKAGE_NAME="scan" is not valid: set an application id/],
      [{ ...android, ANDROID_PACKAGE_NAME: 'app.9scan' }, /^ANDROID_PACKAGE_NAME="app.9scan" is not valid/],
      [{ ...android, ANDROID_CERT_FINGERPRINTS: 'AB:CD' }, /^ANDROID_CERT_FINGERPRINTS="AB:CD" is not valid: set SHA-256 fingerprints/],
      [{ ...android, ANDROID_CERT_FINGERPRINTS: `${fingerprint},` }, /^ANDROID_CERT_FINGERPRINTS="[^"]+" is not valid/],
      [{ ...android, ANDROID_CERT_FINGERPRINTS: fingerprint.replace(/:/g, '') }, /^ANDROID_CERT_FINGERPRINTS=/],
      [
        { ANDROID_PACKAGE_NAME: 'app.scan.quests' },
        /^ANDROID_CERT_FINGERPRINTS is not set, but ANDROID_PACKAGE_NAME is: set both, or neither\.$/,
      ],
      [{ APPLE_BUNDLE_ID: 'app.scan.quests' }, /^APPLE_TEAM_ID is not set, but APPLE_BUNDLE_ID is: set both, or neither\.$/],
      [{ ...apple, APPLE_TEAM_ID: 'abcde12345' }, /^APPLE_TEAM_ID="abcde12345" is not valid: set the ten capital letters and digits/],
      [{ ...apple, APPLE_BUNDLE_ID: 'quests' }, /^APPLE_BUNDLE_ID="quests" is not valid: set a bundle id/],
      [
        { APP_STORE_APP_ID: 'id6450000000' },
        /^APP_STORE_APP_ID="id6450000000" is not valid: .* or leave it unset for no Smart App Banner\.$/,
      ],
      [{ APP_STORE_PROVIDER_TOKEN: 'abc' }, /^APP_STORE_PROVIDER_TOKEN="abc" is not valid/],
      [
        { SECURITY_CONTACT: 'security@scan.example' },
        /^SECURITY_CONTACT="security@scan.example" is not valid: set a mailto:, https: or tel: URI/,
      ],
      [{ SECURITY_CONTACT: 'http://scan.example/security' }, /^SECURITY_CONTACT=/],
      [{ SECURITY_CONTACT: 'mailto:nobody' }, /^SECURITY_CONTACT=/],
    ];
    for (const [env, message] of cases) {
      const line = refusal(env);
      expect(line, JSON.stringify(env)).toMatch(message);
      expect(line).not.toContain('\n');
    }
  });

  it('reads INVITE_CODE_PATTERN, a whole code matches it; the default is 4 to 32 letters, digits, - or _', () => {
    const unset = loadConfig({});
    expect(unset.site).not.toHaveProperty('inviteCodePattern');
    for (const code of ['ABC1', 'abc-123_XYZ', 'x'.repeat(32)]) expect(unset.isInviteCode(code), code).toBe(true);
    for (const code of ['abc', 'x'.repeat(33), 'ab c', 'été1', 'abc!', 'ab/cd', '']) expect(unset.isInviteCode(code), code).toBe(false);
    // The default, written out, hands the browser nothing: its documents are unchanged.
    expect(loadConfig({ INVITE_CODE_PATTERN: '[A-Za-z0-9_-]{4,32}' }).site).not.toHaveProperty('inviteCodePattern');
    const set = loadConfig({ INVITE_CODE_PATTERN: ' [A-Z0-9]{6} ' });
    expect(set.site.inviteCodePattern).toBe('[A-Z0-9]{6}');
    expect([set.isInviteCode('ABC123'), set.isInviteCode('abc123'), set.isInviteCode('ABC1234'), set.isInviteCode('XABC123')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    // Whatever the pattern, no code is longer than 64 characters.
    expect(loadConfig({ INVITE_CODE_PATTERN: '.+' }).isInviteCode('x'.repeat(65))).toBe(false);
    for (const raw of ['[A-Z', '(?<', '\\p{Nope}'])
      expect(refusal({ INVITE_CODE_PATTERN: raw })).toBe(
        `INVITE_CODE_PATTERN="${raw}" is not valid: set a regular expression a whole code matches, such as [A-Z0-9]{6}, or leave it unset for [A-Za-z0-9_-]{4,32}.`,
      );
  });

  it('reads STATUS_URL, an https URL, only when set', () => {
    expect(loadConfig({}).site).not.toHaveProperty('statusUrl');
    expect(loadConfig({ STATUS_URL: ' ' }).site).not.toHaveProperty('statusUrl');
    expect(loadConfig({ STATUS_URL: 'https://status.scan.example' }).site.statusUrl).toBe('https://status.scan.example/');
    expect(loadConfig({ STATUS_URL: 'https://scan.example/status?from=site' }).site.statusUrl).toBe(
      'https://scan.example/status?from=site',
    );
    for (const raw of ['http://status.scan.example', 'status.scan.example', 'javascript:alert(1)', 'ftp://status.scan.example']) {
      expect(refusal({ STATUS_URL: raw })).toBe(
        `STATUS_URL="${raw}" is not valid: set an absolute https URL such as https://status.scan.example, or leave it unset for the fixed label "Platform Status: Active".`,
      );
    }
  });

  it("takes security.txt's contact from SECURITY_CONTACT, else the support address", () => {
    expect(loadConfig({}).securityContact).toBe('mailto:support@scan.example');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@scan.example' }).securityContact).toBe('mailto:help@scan.example');
    expect(loadConfig({ SECURITY_CONTACT: 'https://scan.example/security' }).securityContact).toBe('https://scan.example/security');
    expect(loadConfig({ SECURITY_CONTACT: 'mailto:security@scan.example' }).securityContact).toBe('mailto:security@scan.example');
  });
});
