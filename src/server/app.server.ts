import express, { type ErrorRequestHandler, type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { contentType } from 'mime-types';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { Manifest, ViteDevServer } from 'vite';
import type { BUILD_TIME as BuildTime, createRenderer as CreateRenderer, Renderer, SiteStylesheets } from '../entry-server';
import { locales } from '../i18n/locales';
import { buildRobots, buildSitemap } from '../lib/sitemap';
import { SOCIAL_CARDS_FILE, type SocialCards } from '../lib/socialCards';
import { STYLESHEETS_FILE } from '../styles/emotionCache';
import { appleAppSiteAssociation, assetLinks, securityTxt, securityTxtExpiry, WELL_KNOWN } from '../lib/wellKnown';
import { EFFORT } from './compression.server';
import type { ServerConfig } from './config.server';
import { createDocuments } from './documents.server';
import { DocumentStore, HTML, storedAnswer } from './documentStore.server';
import { oneAtATime } from './http.server';
import { accessLog, createLogger } from './logging.server';
import { PlainPage, plainPageHtml } from './plainPage.server';
import { RefusalLog } from './refusalLog.server';
import { hasValidHost, isWellFormedTarget, originForm } from './requestTarget.server';
import { securityHeaders } from './security.server';
import { StartupError } from './config.server';

interface AppOptions {
  config: ServerConfig;
  /** Development only: Vite in middleware mode serves the sources and loads the server entry. */
  vite?: ViteDevServer | undefined;
  /** The build folder (client/ and server/); defaults to DIST_DIR or ./dist. */
  distDir?: string;
  logger?: Logger;
  /** Where refusals are counted; the process's own, so its lines cover every refusal and it is flushed at exit. */
  refusals?: RefusalLog;
}

/** A file the build wrote. */
function built(path: string): string {
  if (!existsSync(path)) throw new StartupError(`There is no build at ${path}: run npm run build, or set DIST_DIR to a build folder.`);
  return readFileSync(path, 'utf8');
}

/**
 * The site: an Express app, composed in the order a request meets it, and `warm`, which stores
 * every fixed document (each route's and the not-found page, in every language) while the app
 * already answers; `ready` says when it has. server.ts listens with it; tests drive it directly.
 */
export async function createApp({ config, vite, distDir = resolve(process.env.DIST_DIR ?? 'dist'), ...options }: AppOptions) {
  const logger = options.logger ?? createLogger(config);
  const refusals = options.refusals ?? new RefusalLog(logger);
  // The client's manifest, the extracted stylesheets and the social cards' names; in development Vite serves the sources.
  const build = vite
    ? undefined
    : {
        manifest: JSON.parse(built(join(distDir, 'client', '.vite', 'manifest.json'))) as Manifest,
        stylesheets: JSON.parse(built(join(distDir, 'server', STYLESHEETS_FILE))) as SiteStylesheets,
        socialCards: JSON.parse(built(join(distDir, 'server', SOCIAL_CARDS_FILE))) as SocialCards,
      };
  const entry = async () =>
    (vite
      ? await vite.ssrLoadModule('/src/entry-server.tsx')
      : await import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href)) as {
      createRenderer: typeof CreateRenderer;
      BUILD_TIME: typeof BuildTime;
    };
  const { createRenderer, BUILD_TIME } = await entry();
  const builtAt = new Date(BUILD_TIME);
  // RFC 9116 readers ignore an expired security.txt: the operator hears of it at every start.
  if (securityTxtExpiry(builtAt).getTime() < Date.now())
    logger.warn('security.txt has expired, a year after the build: deploy a new build');
  const buildRenderer = await createRenderer({ config: config.site, ...build });
  // In development each request gets the sources as they are now; a build renders with one renderer.
  const renderer = async (): Promise<Renderer> => (vite ? (await entry()).createRenderer({ config: config.site }) : buildRenderer);
  const store = build && new DocumentStore(config.caching.searchCacheBytes);
  const documents = createDocuments({ config, renderer, store, linkedLocations: buildRenderer.linkedLocations, logger, refusals });
  const security = securityHeaders({
    development: config.nodeEnv === 'development',
    scripts: buildRenderer.inlineScripts,
    styles: build && buildRenderer.inlineStyles,
  });

  const app = express();
  // Whose X-Forwarded-For names the client (TRUST_PROXY): Express's req.ip, which the access log shows.
  app.set('trust proxy', config.trustProxy);
  // Nothing says which server this is; documents and files carry validators of their own; routes
  // match as written (/Robots.txt and /robots.txt/ are other addresses, as they are for pages).
  app.disable('x-powered-by').set('etag', false).set('case sensitive routing', true).set('strict routing', true);
  // A connection's requests one at a time, at most 16 waiting: a client that pipelines and never reads holds one answer.
  app.use(oneAtATime(refusals));
  // The orchestrator's probes, every few seconds: alive from the start, ready once every fixed document is stored.
  app.get('/livez', (_req, res) => probeAnswer(res, 200, 'alive'));
  app.get('/readyz', (_req, res) => (documents.ready ? probeAnswer(res, 200, 'ready') : probeAnswer(res, 503, 'warming up')));
  // One JSON line per answer (LOG_LEVEL=info), refusals aside.
  if (logger.isLevelEnabled('info')) app.use(accessLog(logger));
  // HTTP/1.1 asks a 400 for a request with a missing, repeated or malformed Host (RFC 9112, 3.2).
  app.use(hostCheck);
  // Only an address on this site, correctly encoded, reaches what follows, as `/path?query`.
  app.use(originFormTarget);
  // The build's files, before the documents' headers, which do nothing on a subresource and cost a phone 1 KB a request.
  app.use(vite ? vite.middlewares : builtFiles(join(distDir, 'client')));
  // helmet: the same hash-based CSP on every document, HSTS, and the rest of the site's security headers.
  app.use(security);
  // Everything here is read, never written.
  app.use(readOnly);
  // Files made once at start from the route table and the configuration: robots.txt, the sitemap, /.well-known/.
  for (const [path, file] of await generatedFiles(config, builtAt)) app.get(path, (req, res) => file.send(req, res));
  // Every other address is a page: stored, or rendered, streamed and stored.
  app.use(documents.handlers);
  // Whatever ends in a plain page (400, 404, 405, 412, 414, 416, 500, 503), with the site's security headers.
  app.use(plainPages(security, logger));
  return {
    app,
    warm: documents.warm,
    get ready() {
      return documents.ready;
    },
  };
}

export type Site = Awaited<ReturnType<typeof createApp>>;

function probeAnswer(res: Response, status: number, text: string) {
  res.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(`${text}\n`);
}

const hostCheck: RequestHandler = (req, _res, next) =>
  next(hasValidHost(req) ? undefined : new PlainPage(400, 'Bad request', 'The Host header is not valid.'));

/** Bad targets are answered before anything decodes them; the absolute form is read as its path and query. */
const originFormTarget: RequestHandler = (req, _res, next) => {
  if (req.url === '*' && req.method === 'OPTIONS') return next();
  const target = originForm(req.url);
  if (target === undefined) return next(new PlainPage(400, 'Bad request', 'The request target is not an address on this site.'));
  if (!isWellFormedTarget(target)) return next(new PlainPage(400, 'Bad request', 'The address contains an invalid character encoding.'));
  req.url = target;
  next();
};

/** GET and HEAD only; OPTIONS says so without an error. */
const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  if (req.method === 'OPTIONS') return void res.status(204).set('Allow', 'GET, HEAD').end();
  next(new PlainPage(405, 'Method not allowed', 'This address can only be read (GET or HEAD).', { Allow: 'GET, HEAD' }));
};

/**
 * The client build and public files, with their `.br`/`.gz` siblings (made by the build) for a
 * client that accepts them, and what a subresource needs and no more: nosniff keeps a file from
 * being read as another type; CORP keeps other sites from loading it; an SVG opened on its own is
 * a document and may run nothing. Hashed assets change name with their content: kept a year, no
 * validator. Other files an hour, with a strong ETag per coding from the content, the same on
 * every replica of a build, and no Last-Modified, which would not be. Dot folders (`.vite`) are not served.
 */
function builtFiles(clientDir: string): Router {
  const digests = new Map<string, string>();
  const digestOf = (path: string) =>
    digests.get(path) ??
    digests.set(path, `"${createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 27)}"`).get(path)!;
  const files = (dir: string, options: { maxAge: string; immutable?: boolean; validated: boolean }) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        ...options,
        index: false,
        redirect: false,
        etag: false,
        lastModified: false,
        acceptRanges: options.validated,
        setHeaders(res, path) {
          // A sibling's type is its file's, as send writes it (express-static-gzip spells the charset in capitals).
          if (/\.(br|gz)$/.test(path)) res.setHeader('Content-Type', contentType(extname(path.slice(0, -3))) || 'application/octet-stream');
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
          if (/\.svg(\.br|\.gz)?$/.test(path)) res.setHeader('Content-Security-Policy', "default-src 'none'");
          if (options.validated) res.setHeader('ETag', digestOf(path));
        },
      },
    });
  const serve = [
    express.Router().use('/assets', files(join(clientDir, 'assets'), { maxAge: '1y', immutable: true, validated: false })),
    files(clientDir, { maxAge: '1h', validated: true }),
  ];
  // The build does not change under the server: a page's address costs no look on the disk.
  const paths = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !relative(clientDir, entry.parentPath).startsWith('.'))
      .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
  );
  return express.Router().use((req, _res, next) => next(paths.has(decodeURIComponent(req.path)) ? undefined : 'router'), ...serve);
}

/**
 * Files made once at start and answered like stored documents (ETag per coding, 304). robots.txt
 * and the sitemap, from the route table and SITE_URL (never the Host header): crawlers re-read them
 * often enough, and a deploy that changes the route table shows within the hour. The /.well-known/
 * files (decision 021): security.txt, and each app-link file when its variables are set (unset,
 * its address is a missing file: a plain 404).
 */
async function generatedFiles({ site, appLinks, securityContact }: ServerConfig, builtAt: Date) {
  const [text, json] = ['text/plain; charset=utf-8', 'application/json'];
  const files: Array<[path: string, body: string, type: string] | undefined> = [
    ['/robots.txt', buildRobots(site.siteUrl), text],
    ['/sitemap.xml', buildSitemap(site.siteUrl), 'application/xml; charset=utf-8'],
    [
      WELL_KNOWN.securityTxt,
      securityTxt({ contact: securityContact, builtAt, languages: locales.map((locale) => locale.lang), siteUrl: site.siteUrl }),
      text,
    ],
    appLinks.android && [WELL_KNOWN.assetLinks, assetLinks(appLinks.android), json],
    appLinks.apple && [WELL_KNOWN.appleAppSiteAssociation, appleAppSiteAssociation(appLinks.apple), json],
  ];
  const cacheControl = { 'Cache-Control': 'public, max-age=3600' };
  return Promise.all(
    files
      .filter((file) => file !== undefined)
      .map(async ([path, body, type]) => [path, await storedAnswer(200, type, cacheControl, Buffer.from(body), EFFORT.fixed)] as const),
  );
}

/** The plain pages of the static middleware's refusals (RFC 9110's If-Match and Range). */
const FILE_REFUSALS: Record<number, [title: string, message: string]> = {
  412: ['Precondition failed', 'The file has changed since the copy this request names.'],
  416: ['Range not satisfiable', 'The part of the file asked for is past its end.'],
};

/** The page for an error that is not a PlainPage: a library's 4xx (with its headers), else a 500. */
function plainPageFor(error: { status?: unknown; headers?: Record<string, string> } | undefined): PlainPage {
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) return new PlainPage(500, 'Something went wrong', 'Please try again in a moment.');
  const [title, message] = FILE_REFUSALS[status] ?? ['Bad request', 'The request could not be understood.'];
  return new PlainPage(status, title, message, error?.headers);
}

/**
 * The last handler: every error becomes a plain page that no cache keeps, never a stack trace, a
 * file path or a dependency name. Headers a failed handler had set (a file's type, validators or
 * coding) describe no plain page: they go, and the site's security headers come.
 */
function plainPages(security: RequestHandler, logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const page = error instanceof PlainPage ? error : plainPageFor(error);
    if (page !== error && page.status === 500) logger.error({ err: error, path: req.path }, 'unhandled error');
    if (res.headersSent) return void res.destroy();
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    security(req, res, () => {
      res.status(page.status).set({ 'Content-Type': HTML, 'Cache-Control': 'no-store', ...page.headers });
      res.send(plainPageHtml(page.title, page.message));
    });
  };
}
