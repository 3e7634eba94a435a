import { defaultSiteConfig, type SiteConfig } from '../content/site';

export type NodeEnv = 'production' | 'development' | 'test';

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** Number of worker processes; 1 runs the server in the main process. */
  workers: number;
  logLevel: string;
  /** Express `trust proxy` setting; off unless the operator names the proxies. */
  trustProxy: boolean | number | string;
  timeouts: {
    /** Time allowed to receive a request's headers. */
    headersMs: number;
    /** Time allowed to receive a whole request. */
    requestMs: number;
    keepAliveMs: number;
    /** A render still unfinished after this is aborted. */
    renderMs: number;
    /** How long SIGTERM waits for in-flight responses before closing them. */
    shutdownMs: number;
  };
  /** How long shared caches (a CDN, a reverse proxy) may keep documents; browsers always revalidate. */
  caching: {
    /** `s-maxage` of pages (seconds). */
    sharedMaxAgeS: number;
    /** `stale-while-revalidate` of pages: how long a shared cache may answer stale while it refetches. */
    staleWhileRevalidateS: number;
    /** `s-maxage` of the not-found page: short, so a page that appears with a deploy shows soon. */
    notFoundSharedMaxAgeS: number;
    /** Bytes of search results kept in memory (routes' own documents are kept apart, all of them). */
    searchCacheBytes: number;
  };
  /**
   * Renders (the server's only expensive work): how many run at once, how many may wait (more
   * are refused with 503), and the share of the process's time they may take.
   */
  renders: { concurrency: number; queue: number; share: number };
  site: SiteConfig;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
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
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url.href.replace(/\/$/, '');
}

function trustProxySetting(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  return Number.isInteger(hops) ? hops : raw;
}

/** Site facts overridable per deployment; see the README's configuration table. */
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

export function loadConfig(env: Env = process.env): ServerConfig {
  const nodeEnv: NodeEnv =
    env.NODE_ENV === 'development' ? 'development' : env.NODE_ENV === 'test' ? 'test' : 'production';
  const headersMs = integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 1);
  const requestMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1);
  if (headersMs > requestMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${headersMs}) must not exceed REQUEST_TIMEOUT_MS (${requestMs})`);
  }
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
