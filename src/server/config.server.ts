import proxyAddr from 'proxy-addr';
import { DEFAULT_INVITE_CODE_PATTERN } from '../content/invite';
import { defaultSiteConfig, type SiteConfig } from '../content/site';
import { inviteCodeMatcher } from '../lib/inviteCode';
import { StartupError } from './startupError.server';

type Env = Record<string, string | undefined>;

/** The one sentence a bad value stops the start with: the variable, what it may be, and the way out. */
const invalid = (name: string, raw: string, expected: string, fallback: unknown) =>
  new StartupError(`${name}="${raw}" is not valid: set ${expected}, or leave it unset for ${String(fallback)}.`);

/** Node's timers hold at most 2^31 − 1 ms (24.8 days); a longer one would fire at once. */
const MAX_MS = 2_147_483_647;
const MAX_PORT = 65_535;

function integer(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw invalid(name, raw, `a whole number from ${min} to ${max}`, fallback);
  return value;
}

/** A duration in milliseconds, within what Node's timers hold. */
const milliseconds = (env: Env, name: string, fallback: number, min = 1) => integer(env, name, fallback, min, MAX_MS);

function fraction(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value > 0 && value <= 1)) throw invalid(name, raw, 'a number above 0 and at most 1', fallback);
  return value;
}

function absoluteUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (!raw) return fallback;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:')
    throw invalid(name, raw, 'an absolute http(s) URL such as https://scan.example', fallback);
  return url.href.replace(/\/$/, '');
}

/** An https: URL that may be left unset, as a link to a page of the operator's (STATUS_URL). */
function optionalHttpsUrl(env: Env, name: string, unset: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== 'https:') throw invalid(name, raw, 'an absolute https URL such as https://status.scan.example', unset);
  return url.href;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Whose X-Forwarded-For to believe: everyone (`true`), the nearest n hops, a list of proxies, or nobody. */
function trustProxySetting(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  if (Number.isInteger(hops) && hops >= 0) return hops;
  try {
    proxyAddr.compile(raw.split(',').map((proxy) => proxy.trim()));
  } catch {
    throw invalid('TRUST_PROXY', raw, 'true, a hop count, or proxy addresses or subnets separated by commas', 'no proxy');
  }
  return raw;
}

/** A value that must match `pattern` when set: undefined when unset, trimmed when valid. */
function matching(env: Env, name: string, pattern: RegExp, expected: string, unset: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!pattern.test(raw.trim())) throw invalid(name, raw, expected, unset);
  return raw.trim();
}

/** Variables that only mean something together: both set, or neither. */
function together<T>(env: Env, [first, second]: [string, string], make: () => T): T | undefined {
  const [hasFirst, hasSecond] = [first, second].map((name) => Boolean(env[name]?.trim()));
  if (hasFirst !== hasSecond) {
    const [set, unset] = hasFirst ? [first, second] : [second, first];
    throw new StartupError(`${unset} is not set, but ${set} is: set both, or neither.`);
  }
  return hasFirst ? make() : undefined;
}

const DIGITS = /^\d{1,20}$/;
/** A Java package name, as Android application ids are: two or more dot-separated identifiers. */
const ANDROID_PACKAGE = /^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/;
/** A SHA-256 certificate fingerprint as keytool and Play Console print it: 32 hex pairs joined by colons. */
const SHA256_FINGERPRINT = /^[\dA-F]{2}(:[\dA-F]{2}){31}$/;
const APPLE_TEAM = /^[A-Z\d]{10}$/;
const BUNDLE_ID = /^[A-Za-z\d-]+(\.[A-Za-z\d-]+)+$/;
const [NO_ANDROID, NO_APPLE] = ['no Android App Links', 'no Universal Links'];

function certificateFingerprints(raw: string): string[] {
  const fingerprints = raw.split(',').map((fingerprint) => fingerprint.trim().toUpperCase());
  if (!fingerprints.every((fingerprint) => SHA256_FINGERPRINT.test(fingerprint))) {
    const expected = 'SHA-256 fingerprints (32 hex pairs joined by colons, AB:CD:…) separated by commas';
    throw invalid('ANDROID_CERT_FINGERPRINTS', raw, expected, NO_ANDROID);
  }
  return [...new Set(fingerprints)];
}

/**
 * What the app's platforms read from the site's /.well-known/ files: Android App Links
 * (assetlinks.json) and iOS Universal Links (apple-app-site-association). Each platform's pair of
 * variables is set together or not at all; unset, that file is not served.
 */
function appLinksFromEnv(env: Env) {
  return {
    android: together(env, ['ANDROID_PACKAGE_NAME', 'ANDROID_CERT_FINGERPRINTS'], () => ({
      packageName: matching(env, 'ANDROID_PACKAGE_NAME', ANDROID_PACKAGE, 'an application id such as app.scan.quests', NO_ANDROID)!,
      fingerprints: certificateFingerprints(env.ANDROID_CERT_FINGERPRINTS!),
    })),
    apple: together(env, ['APPLE_TEAM_ID', 'APPLE_BUNDLE_ID'], () => ({
      teamId: matching(env, 'APPLE_TEAM_ID', APPLE_TEAM, 'the ten capital letters and digits of an Apple team id', NO_APPLE)!,
      bundleId: matching(env, 'APPLE_BUNDLE_ID', BUNDLE_ID, 'a bundle id such as app.scan.quests', NO_APPLE)!,
    })),
  };
}

/** RFC 9116's Contact: a mailto:, https: or tel: URI; the support address when unset. */
function securityContact(env: Env, supportEmail: string): string {
  const fallback = `mailto:${supportEmail}`;
  const raw = env.SECURITY_CONTACT;
  if (raw === undefined || raw.trim() === '') return fallback;
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : undefined;
  const valid = url?.protocol === 'https:' || url?.protocol === 'tel:' || (url?.protocol === 'mailto:' && url.pathname.includes('@'));
  if (!valid) throw invalid('SECURITY_CONTACT', raw, 'a mailto:, https: or tel: URI such as mailto:security@scan.example', fallback);
  return url!.href;
}

/**
 * INVITE_CODE_PATTERN: the source of a regular expression (with the `u` flag) that a whole invite
 * code matches; unset, DEFAULT_INVITE_CODE_PATTERN. One that is no regular expression is refused.
 */
function inviteCodePattern(env: Env): string | undefined {
  const raw = env.INVITE_CODE_PATTERN;
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    inviteCodeMatcher(raw.trim());
  } catch {
    throw invalid(
      'INVITE_CODE_PATTERN',
      raw,
      'a regular expression a whole code matches, such as [A-Z0-9]{6}',
      DEFAULT_INVITE_CODE_PATTERN,
    );
  }
  return raw.trim();
}

/** Site facts overridable per deployment. */
export function siteConfigFromEnv(env: Env): SiteConfig {
  const links = defaultSiteConfig.links;
  const appStoreAppId = matching(
    env,
    'APP_STORE_APP_ID',
    DIGITS,
    "the App Store app id's digits (6450000000 for …/id6450000000)",
    'no Smart App Banner',
  );
  const appStoreProviderToken = matching(
    env,
    'APP_STORE_PROVIDER_TOKEN',
    DIGITS,
    "the digits of App Store Connect's provider token (pt=)",
    'campaign tokens alone',
  );
  const statusUrl = optionalHttpsUrl(env, 'STATUS_URL', 'the fixed label "Platform Status: Active"');
  const invitePattern = inviteCodePattern(env);
  return {
    siteUrl: absoluteUrl(env, 'SITE_URL', defaultSiteConfig.siteUrl),
    brand: env.BRAND_NAME || defaultSiteConfig.brand,
    supportEmail: env.SUPPORT_EMAIL || defaultSiteConfig.supportEmail,
    businessEmail: env.BUSINESS_EMAIL || defaultSiteConfig.businessEmail,
    links: {
      discord: absoluteUrl(env, 'DISCORD_URL', links.discord),
      x: absoluteUrl(env, 'X_URL', links.x),
      googlePlay: absoluteUrl(env, 'GOOGLE_PLAY_URL', links.googlePlay),
      appStore: absoluteUrl(env, 'APP_STORE_URL', links.appStore),
      lightpaper: absoluteUrl(env, 'LIGHTPAPER_URL', links.lightpaper),
    },
    // Only when set, so a configuration without them hands the browser the same boot data.
    ...(appStoreAppId && { appStoreAppId }),
    ...(appStoreProviderToken && { appStoreProviderToken }),
    ...(statusUrl && { statusUrl }),
    ...(invitePattern && invitePattern !== DEFAULT_INVITE_CODE_PATTERN && { inviteCodePattern: invitePattern }),
  };
}

/**
 * Everything the server reads from its environment, parsed once at start; a bad value stops the
 * start with a StartupError naming it. The README's configuration table says what each one means.
 */
export function loadConfig(env: Env = process.env) {
  const nodeEnv = env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production';
  const headersMs = milliseconds(env, 'HEADERS_TIMEOUT_MS', 10_000);
  const requestMs = milliseconds(env, 'REQUEST_TIMEOUT_MS', 30_000);
  if (headersMs > requestMs)
    throw new StartupError(
      `HEADERS_TIMEOUT_MS (${headersMs}) must not exceed REQUEST_TIMEOUT_MS (${requestMs}): lower the first or raise the second.`,
    );
  const defaultLogLevel = nodeEnv === 'test' ? 'silent' : 'info';
  const logLevel = env.LOG_LEVEL || defaultLogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw invalid('LOG_LEVEL', logLevel, `one of ${LOG_LEVELS.join(', ')}`, defaultLogLevel);
  const site = siteConfigFromEnv(env);
  return {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: integer(env, 'PORT', 3000, 0, MAX_PORT),
    logLevel,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    timeouts: {
      headersMs,
      requestMs,
      sendMs: milliseconds(env, 'SEND_TIMEOUT_MS', 15_000),
      keepAliveMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
      renderMs: milliseconds(env, 'RENDER_TIMEOUT_MS', 10_000),
      shutdownMs: milliseconds(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0),
    },
    caching: {
      sharedMaxAgeS: integer(env, 'DOCUMENT_S_MAXAGE', 300),
      staleWhileRevalidateS: integer(env, 'DOCUMENT_STALE_WHILE_REVALIDATE', 3_600),
      notFoundSharedMaxAgeS: integer(env, 'NOT_FOUND_S_MAXAGE', 60),
      searchCacheBytes: integer(env, 'SEARCH_CACHE_MB', 16, 1) * 1024 * 1024,
    },
    renders: {
      concurrency: integer(env, 'RENDER_CONCURRENCY', 1, 1),
      queue: integer(env, 'RENDER_QUEUE', 32),
      share: fraction(env, 'RENDER_SHARE', 0.5),
    },
    site,
    /** Which invite addresses are pages (src/server/requestTarget.server.ts). */
    isInviteCode: inviteCodeMatcher(site.inviteCodePattern ?? DEFAULT_INVITE_CODE_PATTERN),
    appLinks: appLinksFromEnv(env),
    securityContact: securityContact(env, site.supportEmail),
  };
}

export type ServerConfig = ReturnType<typeof loadConfig>;
