import proxyAddr from 'proxy-addr';
import { DEFAULT_INVITE_CODE_PATTERN } from '../content/invite';
import { defaultSiteConfig, type SiteConfig } from '../content/site';
import { inviteCodeMatcher } from '../lib/inviteCode';

type Env = Record<string, string | undefined>;

/**
 * A reason the server cannot start that its operator can fix (a bad setting, a port in use, no
 * build): server.ts prints its message, which names the variable or the port and says what to do,
 * as one line without a stack, and exits with START_FAILED (EX_CONFIG).
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
export const START_FAILED = 78;

/** What a variable may be: the words the refusal says it with, and how a value is read (undefined: not valid). */
interface Kind<T> {
  expected: string;
  parse: (raw: string) => T | undefined;
}
const kind = <T>(expected: string, parse: (raw: string) => T | undefined): Kind<T> => ({ expected, parse });

/**
 * A variable's value, trimmed: `fallback` when unset or blank, else what its kind makes of it. A
 * value it refuses stops the start with one sentence: the variable, what it may be, and the way out.
 */
function read<T, F>(env: Env, name: string, { expected, parse }: Kind<T>, fallback: F, unset: unknown = fallback): T | F {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = parse(raw.trim());
  if (value === undefined)
    throw new StartupError(`${name}="${raw}" is not valid: set ${expected}, or leave it unset for ${String(unset)}.`);
  return value;
}

const whole = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  kind(`a whole number from ${min} to ${max}`, (raw) => (Number.isInteger(Number(raw)) && +raw >= min && +raw <= max ? +raw : undefined));
/** Node's timers hold at most 2^31 − 1 ms (24.8 days); a longer one would fire at once. */
const MILLISECONDS_MAX = 2_147_483_647;
const MILLISECONDS = whole(1, MILLISECONDS_MAX);
const matching = (pattern: RegExp, expected: string) => kind(expected, (raw) => (pattern.test(raw) ? raw : undefined));

/** A URL with one of `protocols`, or undefined. */
const urlOf = (raw: string, protocols: readonly string[]) => {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  return url && protocols.includes(url.protocol) ? url : undefined;
};
const HTTP_URL = kind('an absolute http(s) URL such as https://scan.example', (raw) =>
  urlOf(raw, ['https:', 'http:'])?.href.replace(/\/$/, ''),
);
/** A link to a page of the operator's (STATUS_URL). */
const HTTPS_URL = kind('an absolute https URL such as https://status.scan.example', (raw) => urlOf(raw, ['https:'])?.href);
/** RFC 9116's Contact (SECURITY_CONTACT). */
const CONTACT_URI = kind('a mailto:, https: or tel: URI such as mailto:security@scan.example', (raw) => {
  const url = urlOf(raw, ['https:', 'tel:', 'mailto:']);
  return url && (url.protocol !== 'mailto:' || url.pathname.includes('@')) ? url.href : undefined;
});

/** Whose X-Forwarded-For to believe: everyone (`true`), the nearest n hops, a list of proxies, or nobody. */
const TRUST_PROXY = kind(
  'true, a hop count, or proxy addresses or subnets separated by commas',
  (raw): boolean | number | string | undefined => {
    if (raw === 'true' || raw === 'false') return raw === 'true';
    if (Number.isInteger(Number(raw)) && Number(raw) >= 0) return Number(raw);
    try {
      proxyAddr.compile(raw.split(',').map((proxy) => proxy.trim()));
      return raw;
    } catch {
      return undefined;
    }
  },
);

/** The source of a regular expression (with the `u` flag) that a whole invite code matches. */
const INVITE_PATTERN = kind('a regular expression a whole code matches, such as [A-Z0-9]{6}', (raw) => {
  try {
    return inviteCodeMatcher(raw) && raw;
  } catch {
    return undefined;
  }
});

/** Variables that only mean something together: both set, or neither. */
function together<T>(env: Env, [first, second]: [string, string], make: () => T): T | undefined {
  const [hasFirst, hasSecond] = [first, second].map((name) => Boolean(env[name]?.trim()));
  if (hasFirst !== hasSecond) {
    const [set, unset] = hasFirst ? [first, second] : [second, first];
    throw new StartupError(`${unset} is not set, but ${set} is: set both, or neither.`);
  }
  return hasFirst ? make() : undefined;
}

/** A Java package name, as Android application ids are: two or more dot-separated identifiers. */
const ANDROID_PACKAGE = matching(/^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/, 'an application id such as app.scan.quests');
/** SHA-256 certificate fingerprints as keytool and Play Console print them: 32 hex pairs joined by colons. */
const FINGERPRINTS = kind('SHA-256 fingerprints (32 hex pairs joined by colons, AB:CD:…) separated by commas', (raw) => {
  const all = raw.split(',').map((fingerprint) => fingerprint.trim().toUpperCase());
  return all.every((fingerprint) => /^[\dA-F]{2}(:[\dA-F]{2}){31}$/.test(fingerprint)) ? [...new Set(all)] : undefined;
});
const APPLE_TEAM = matching(/^[A-Z\d]{10}$/, 'the ten capital letters and digits of an Apple team id');
const BUNDLE_ID = matching(/^[A-Za-z\d-]+(\.[A-Za-z\d-]+)+$/, 'a bundle id such as app.scan.quests');
const [NO_ANDROID, NO_APPLE] = ['no Android App Links', 'no Universal Links'];

/**
 * What the app's platforms read from the site's /.well-known/ files: Android App Links
 * (assetlinks.json) and iOS Universal Links (apple-app-site-association). Each platform's pair of
 * variables is set together or not at all; unset, that file is not served.
 */
const appLinksFromEnv = (env: Env) => ({
  android: together(env, ['ANDROID_PACKAGE_NAME', 'ANDROID_CERT_FINGERPRINTS'], () => ({
    packageName: read(env, 'ANDROID_PACKAGE_NAME', ANDROID_PACKAGE, '', NO_ANDROID),
    fingerprints: read(env, 'ANDROID_CERT_FINGERPRINTS', FINGERPRINTS, [], NO_ANDROID),
  })),
  apple: together(env, ['APPLE_TEAM_ID', 'APPLE_BUNDLE_ID'], () => ({
    teamId: read(env, 'APPLE_TEAM_ID', APPLE_TEAM, '', NO_APPLE),
    bundleId: read(env, 'APPLE_BUNDLE_ID', BUNDLE_ID, '', NO_APPLE),
  })),
});

const APP_STORE_ID = matching(/^\d{1,20}$/, "the App Store app id's digits (6450000000 for …/id6450000000)");
const PROVIDER_TOKEN = matching(/^\d{1,20}$/, "the digits of App Store Connect's provider token (pt=)");

/** Site facts overridable per deployment. */
export function siteConfigFromEnv(env: Env): SiteConfig {
  const links = defaultSiteConfig.links;
  const appStoreAppId = read(env, 'APP_STORE_APP_ID', APP_STORE_ID, undefined, 'no Smart App Banner');
  const appStoreProviderToken = read(env, 'APP_STORE_PROVIDER_TOKEN', PROVIDER_TOKEN, undefined, 'campaign tokens alone');
  const statusUrl = read(env, 'STATUS_URL', HTTPS_URL, undefined, 'the fixed label "Platform Status: Active"');
  const inviteCodePattern = read(env, 'INVITE_CODE_PATTERN', INVITE_PATTERN, DEFAULT_INVITE_CODE_PATTERN);
  return {
    siteUrl: read(env, 'SITE_URL', HTTP_URL, defaultSiteConfig.siteUrl),
    brand: env.BRAND_NAME || defaultSiteConfig.brand,
    supportEmail: env.SUPPORT_EMAIL || defaultSiteConfig.supportEmail,
    businessEmail: env.BUSINESS_EMAIL || defaultSiteConfig.businessEmail,
    links: {
      discord: read(env, 'DISCORD_URL', HTTP_URL, links.discord),
      x: read(env, 'X_URL', HTTP_URL, links.x),
      googlePlay: read(env, 'GOOGLE_PLAY_URL', HTTP_URL, links.googlePlay),
      appStore: read(env, 'APP_STORE_URL', HTTP_URL, links.appStore),
      lightpaper: read(env, 'LIGHTPAPER_URL', HTTP_URL, links.lightpaper),
    },
    // Only when set, so a configuration without them hands the browser the same boot data.
    ...(appStoreAppId && { appStoreAppId }),
    ...(appStoreProviderToken && { appStoreProviderToken }),
    ...(statusUrl && { statusUrl }),
    ...(inviteCodePattern !== DEFAULT_INVITE_CODE_PATTERN && { inviteCodePattern }),
  };
}

const LOG_LEVEL = kind('one of fatal, error, warn, info, debug, trace, silent', (raw) =>
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(raw) ? raw : undefined,
);
const FRACTION = kind('a number above 0 and at most 1', (raw) => (Number(raw) > 0 && Number(raw) <= 1 ? Number(raw) : undefined));

/**
 * Everything the server reads from its environment, parsed once at start; a bad value stops the
 * start with a StartupError naming it. The README's configuration table says what each one means.
 */
export function loadConfig(env: Env = process.env) {
  const nodeEnv = env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production';
  const headersMs = read(env, 'HEADERS_TIMEOUT_MS', MILLISECONDS, 10_000);
  const requestMs = read(env, 'REQUEST_TIMEOUT_MS', MILLISECONDS, 30_000);
  if (headersMs > requestMs)
    throw new StartupError(
      `HEADERS_TIMEOUT_MS (${headersMs}) must not exceed REQUEST_TIMEOUT_MS (${requestMs}): lower the first or raise the second.`,
    );
  const site = siteConfigFromEnv(env);
  return {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: read(env, 'PORT', whole(0, 65_535), 3000),
    logLevel: read(env, 'LOG_LEVEL', LOG_LEVEL, nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: read(env, 'TRUST_PROXY', TRUST_PROXY, false, 'no proxy'),
    timeouts: {
      headersMs,
      requestMs,
      sendMs: read(env, 'SEND_TIMEOUT_MS', MILLISECONDS, 15_000),
      keepAliveMs: read(env, 'KEEP_ALIVE_TIMEOUT_MS', MILLISECONDS, 5_000),
      renderMs: read(env, 'RENDER_TIMEOUT_MS', MILLISECONDS, 10_000),
      shutdownMs: read(env, 'SHUTDOWN_TIMEOUT_MS', whole(0, MILLISECONDS_MAX), 10_000),
    },
    caching: {
      sharedMaxAgeS: read(env, 'DOCUMENT_S_MAXAGE', whole(), 300),
      staleWhileRevalidateS: read(env, 'DOCUMENT_STALE_WHILE_REVALIDATE', whole(), 3_600),
      notFoundSharedMaxAgeS: read(env, 'NOT_FOUND_S_MAXAGE', whole(), 60),
      searchCacheBytes: read(env, 'SEARCH_CACHE_MB', whole(1), 16) * 1024 * 1024,
    },
    renders: {
      concurrency: read(env, 'RENDER_CONCURRENCY', whole(1), 1),
      queue: read(env, 'RENDER_QUEUE', whole(), 32),
      share: read(env, 'RENDER_SHARE', FRACTION, 0.5),
    },
    site,
    /** Which invite addresses are pages (src/server/requestTarget.server.ts). */
    isInviteCode: inviteCodeMatcher(site.inviteCodePattern ?? DEFAULT_INVITE_CODE_PATTERN),
    appLinks: appLinksFromEnv(env),
    securityContact: read(env, 'SECURITY_CONTACT', CONTACT_URI, `mailto:${site.supportEmail}`),
  };
}

export type ServerConfig = ReturnType<typeof loadConfig>;
