import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import proxyAddr from 'proxy-addr';
import type { ViteDevServer } from 'vite';
import { developmentAssets, productionAssets } from './assets.server';
import type { ServerConfig } from './config.server';
import { createDocuments, type ServerEntry } from './documents.server';
import { DocumentStore } from './documentStore.server';
import { sendPlainPage } from './plainPage.server';
import { RenderQueue } from './renderQueue.server';
import { originFormOnly, rejectMalformedUrl } from './requestTarget.server';
import { securityHeaders } from './security.server';
import { seoFiles } from './seo.server';
import { FILE_LIKE, staticFiles } from './staticFiles.server';

export interface AppOptions {
  config: ServerConfig;
  /** Development only: Vite in middleware mode serves sources and SSR-loads the entry. */
  vite?: ViteDevServer;
  /** The build folder (client/ and server/); defaults to DIST_DIR or ./dist. */
  distDir?: string;
  logger?: Logger;
  /** Where the logger built from LOG_LEVEL writes when no `logger` is given (stdout by default). */
  logDestination?: DestinationStream;
}

/** The file the build writes the extracted stylesheet to (vite.config.ts). */
export const STYLESHEET_FILE = 'stylesheet.css';

const DOCUMENT_METHODS = 'GET, HEAD';

/** Documents answer GET and HEAD only; OPTIONS says so without an error. */
const documentMethodsOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    next();
    return;
  }
  res.set('Allow', DOCUMENT_METHODS);
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  sendPlainPage(res, 405, 'Method not allowed', 'This address can only be read (GET or HEAD).');
};

/** Requests for files that do not exist get a plain 404, never a rendered page. */
const missingFile: RequestHandler = (req, res, next) => {
  if (FILE_LIKE.test(req.path)) {
    sendPlainPage(res, 404, 'Not found', 'There is no file at this address.');
    return;
  }
  next();
};

/**
 * Which hops of X-Forwarded-For to believe (TRUST_PROXY): every one, the nearest `n`, those from
 * the listed addresses or subnets, or none.
 */
function trustedProxies(setting: ServerConfig['trustProxy']): (address: string, hop: number) => boolean {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((proxy) => proxy.trim()));
}

/** Where the server entry comes from: Vite's module graph in development, the build otherwise. */
function entryLoader(vite: ViteDevServer | undefined, distDir: string): () => Promise<ServerEntry> {
  if (vite) return () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>;
  const entry = import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href) as Promise<ServerEntry>;
  return () => entry;
}

/**
 * Builds the site's request listener, with every fixed document (each route's, the not-found
 * page) rendered and stored before it resolves. Stored documents are answered straight from
 * node:http; everything else meets Express's middleware, listed in the order a request meets
 * it. Exported so tests can drive it without listening.
 */
export async function createApp(options: AppOptions): Promise<RequestListener> {
  const { config, vite } = options;
  const development = Boolean(vite);
  const distDir = resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist');
  const clientDir = join(distDir, 'client');
  const logger = options.logger ?? pino({ level: config.logLevel }, options.logDestination);

  const loadEntry = entryLoader(vite, distDir);
  const entry = await loadEntry();
  await entry.ready;
  const stylesheetPath = join(distDir, 'server', STYLESHEET_FILE);
  if (!development && !existsSync(stylesheetPath)) throw new Error(`No ${STYLESHEET_FILE} in ${distDir}/server: run npm run build`);
  const stylesheet = development ? undefined : readFileSync(stylesheetPath, 'utf8');

  // Access log: one JSON line per request with its id, method, path (never the query, which
  // holds what visitors typed), client address, status and duration. Not mounted at all when the
  // level hides it; silent while the documents are warmed. The address is the socket's, or the
  // one the proxies TRUST_PROXY names forwarded (X-Forwarded-For from anyone else is ignored).
  let warming = true;
  const trusted = trustedProxies(config.trustProxy);
  const accessLog = logger.isLevelEnabled('info')
    ? pinoHttp({
        logger,
        genReqId: () => randomUUID(),
        autoLogging: { ignore: () => warming },
        serializers: {
          req: (req: { id: string; method: string; url: string; raw: IncomingMessage }) => ({
            id: req.id,
            method: req.method,
            path: req.url.split('?', 1)[0],
            ip: proxyAddr(req.raw, trusted),
          }),
          res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        },
      })
    : undefined;

  const { caching } = config;
  const documents = createDocuments({
    loadEntry,
    assets: development ? developmentAssets : productionAssets(clientDir),
    site: config.site,
    stylesheet,
    store: development ? undefined : new DocumentStore(caching.searchCacheBytes),
    queue: new RenderQueue(config.renders.concurrency, config.renders.queue, config.renders.share),
    cacheControl: {
      // Browsers revalidate every time (a 304 costs nothing); shared caches keep pages a while.
      found: `public, max-age=0, s-maxage=${caching.sharedMaxAgeS}, stale-while-revalidate=${caching.staleWhileRevalidateS}`,
      notFound: `public, max-age=0, s-maxage=${caching.notFoundSharedMaxAgeS}`,
    },
    logger,
    renderTimeoutMs: config.timeouts.renderMs,
    exposeErrors: config.nodeEnv !== 'production',
    accessLog: accessLog && ((req, res) => accessLog(req, res)),
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  if (accessLog) app.use(accessLog);
  // Files first, with the few headers a subresource needs (static files: why).
  app.use(vite ? vite.middlewares : staticFiles(clientDir));
  // Security headers on everything else: documents, plain error pages, robots.txt and the sitemap.
  app.use(securityHeaders({ development, inline: { scripts: [entry.THEME_SCRIPT, entry.HYDRATION_LOADER_SCRIPT], stylesheet } }));
  // Only the path and query of a target are read; bad encodings are answered before anything decodes them.
  app.use(originFormOnly);
  app.use(rejectMalformedUrl);
  // Stored documents for targets the fast path declined, and documents being rendered right now.
  app.use(documents.answerStored);
  // Brotli or gzip for freshly rendered documents, which stream (stored ones are compressed once).
  app.use(compression());
  // robots.txt and sitemap.xml, generated from the route table and SITE_URL.
  app.use(seoFiles(config.site));
  app.use(missingFile);
  app.use(documentMethodsOnly);
  app.use(documents.render);

  // Last resort: never a stack trace, a file path or a dependency name to the visitor.
  const handleError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error, path: req.path }, 'unhandled error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (status === 500) sendPlainPage(res, 500, 'Something went wrong', 'Please try again in a moment.');
    else sendPlainPage(res, status, 'Bad request', 'The request could not be understood.');
  };
  app.use(handleError);

  const site: RequestListener = (req, res) => {
    if (!documents.answer(req, res)) app(req, res);
  };
  await documents.warm(site);
  warming = false;
  return site;
}
