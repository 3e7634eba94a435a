import { defaultSiteConfig, type SiteConfig } from '../content/site';

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  return value;
}

function fraction(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value > 0 && value <= 1)) throw new Error(`${name} must be a number above 0 and at most 1, got "${raw}"`);
  return value;
}

function absoluteUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.href.replace(/\/$/, '');
}

/** Whose X-Forwarded-For to believe: everyone (`true`), the nearest n hops, a list of proxies, or nobody. */
function trustProxySetting(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  return Number.isInteger(hops) ? hops : raw;
}

/** Site facts overridable per deployment. */
export function siteConfigFromEnv(env: Env): SiteConfig {
  const links = defaultSiteConfig.links;
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
  };
}

/**
 * Everything the server reads from its environment, parsed once at start; a bad value stops the
 * start with a message naming it. The README's configuration table says what each one means.
 */
export function loadConfig(env: Env = process.env) {
  const nodeEnv = env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production';
  const headersMs = integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 1);
  const requestMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1);
  if (headersMs > requestMs) throw new Error(`HEADERS_TIMEOUT_MS (${headersMs}) must not exceed REQUEST_TIMEOUT_MS (${requestMs})`);
  return {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: integer(env, 'PORT', 3000),
    workers: integer(env, 'WEB_CONCURRENCY', 1, 1),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    timeouts: {
      headersMs,
      requestMs,
      keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 1),
      renderMs: integer(env, 'RENDER_TIMEOUT_MS', 10_000, 1),
      shutdownMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0),
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
    site: siteConfigFromEnv(env),
  };
}

export type ServerConfig = ReturnType<typeof loadConfig>;
