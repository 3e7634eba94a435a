import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.server';
import { StartupError } from '../../src/server/startupError.server';

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
      refusal({ WEB_CONCURRENCY: '0' }),
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
});
