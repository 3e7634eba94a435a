import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { ViteDevServer } from 'vite';
import type { FaultInjection } from '../components/FaultInjection';
import { developmentAssets, productionAssets } from './assets.server';
import type { ServerConfig } from './config.server';
import { createDocumentHandler, DOCUMENT_HEADERS, type RenderCounter, type ServerEntry } from './document.server';
import { answerFromFinishedRenders, FinishedRenders } from './finishedRenders.server';
import { sendPlainPage } from './plainPage.server';
import { originFormOnly, rejectMalformedUrl } from './requestTarget.server';
import { nextNonce, securityHeaderList, securityHeaders } from './security.server';
import { seoFiles } from './seo.server';

export interface AppOptions {
  config: ServerConfig;
  /** Development only: Vite in middleware mode serves sources and SSR-loads the entry. */
  vite?: ViteDevServer;
  /** The build folder (client/ and server/); defaults to DIST_DIR or ./dist. */
  distDir?: string;
  logger?: Logger;
  /** Where the logger built from LOG_LEVEL writes when no `logger` is given (stdout by default). */
  logDestination?: DestinationStream;
  /** Test-only render faults (see FaultInjection.tsx); server.ts never sets this. */
  faultInjection?: FaultInjection;
}

const HASHED_ASSET = /^\/assets\//;
/** Paths that name a file (an extension in the last segment) never render a page. */
const FILE_LIKE = /\.[A-Za-z0-9]+$/;
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
const isFileRequest = (path: string) => HASHED_ASSET.test(path) || FILE_LIKE.test(path);

const missingFile: RequestHandler = (req, res, next) => {
  if (isFileRequest(req.path)) {
    sendPlainPage(res, 404, 'Not found', 'There is no file at this address.');
    return;
  }
  next();
};

/**
 * `compression`, engaged only for clients that accept an encoding: the others would get the
 * same bytes through its wrappers at a cost on every request. Vary is set either way, so a
 * cache never hands an identity response to a client that asked for compression.
 */
function compressWhenAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding']) {
      compress(req, res, next);
      return;
    }
    res.vary('Accept-Encoding');
    next();
  };
}

function staticFiles(clientDir: string): RequestHandler {
  const serve = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      setHeaders(res, path) {
        // Hashed file names change with their content, so they can be cached forever.
        const hashed = path.startsWith(join(clientDir, 'assets'));
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    },
  });
  // Document paths name no file: skip the file-system lookup on the hot path.
  return (req, res, next) => (isFileRequest(req.path) ? serve(req, res, next) : next());
}

/** The site's request listener: kept renders answered directly, everything else through Express. */
export interface SiteApp {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Renders currently running (tests read it to prove aborted renders are released). */
  readonly renders: RenderCounter;
  readonly express: Express;
}

/**
 * Builds the site's request listener. Middleware is listed in the order a request meets it;
 * see the architecture notes in the README. Exported so tests can drive it without listening.
 */
export async function createApp(options: AppOptions): Promise<SiteApp> {
  const { config, vite } = options;
  const distDir = resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist');
  const clientDir = join(distDir, 'client');
  const development = Boolean(vite);
  const logger = options.logger ?? pino({ level: config.logLevel }, options.logDestination);
  const renders: RenderCounter = { inFlight: 0 };
  // Finished renders are reused in production only; test-only faults must render every time.
  const reuseRenders = !vite && !options.faultInjection;
  const finished = new FinishedRenders();

  const loadEntry: () => Promise<ServerEntry> = vite
    ? () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>
    : (() => {
        const entry = import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href) as Promise<ServerEntry>;
        return () => entry;
      })();
  if (!vite) await (await loadEntry()).ready;

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);

  // Access log: one JSON line per request with its id, method, path (never the query, which
  // holds what visitors typed), status and duration. Not mounted at all when the level hides it.
  const accessLog = logger.isLevelEnabled('info')
    ? pinoHttp({
        logger,
        genReqId: () => randomUUID(),
        serializers: {
          req: (req: { id: string; method: string; url: string }) => ({
            id: req.id,
            method: req.method,
            path: req.url.split('?', 1)[0],
          }),
          res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        },
      })
    : undefined;
  if (accessLog) app.use(accessLog);
  // Security headers with a fresh nonce on every response, assets and error pages included.
  app.use(securityHeaders({ development }));
  // Only the path and query of a target are read; bad encodings are answered before anything decodes them.
  app.use(originFormOnly);
  app.use(rejectMalformedUrl);
  // Brotli or gzip for rendered HTML; pre-compressed assets pass through untouched.
  app.use(compressWhenAccepted());
  // robots.txt and sitemap.xml, generated from the route table and SITE_URL.
  app.use(seoFiles(config.site));
  // Static files: Vite's dev middleware, or the build with its .br/.gz siblings.
  app.use(vite ? vite.middlewares : staticFiles(clientDir));
  app.use(missingFile);
  app.use(documentMethodsOnly);
  app.use(
    createDocumentHandler({
      loadEntry,
      assets: vite ? developmentAssets : productionAssets(clientDir),
      site: config.site,
      logger,
      renderTimeoutMs: config.timeouts.renderMs,
      exposeErrors: config.nodeEnv !== 'production',
      reuseRenders,
      faultInjection: options.faultInjection,
      renders,
      finished,
    }),
  );

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

  // What the chain above answers for a kept render, written without the chain (see
  // finishedRenders.server.ts); a test compares the two answers header by header.
  const securityHeadersFor = securityHeaderList({ development });
  const documentHeaders = ['Vary', 'Accept-Encoding', ...Object.entries(DOCUMENT_HEADERS).flat()];
  const answerKept = answerFromFinishedRenders({
    renders: finished,
    headersFor: (nonce) => [...securityHeadersFor(nonce), ...documentHeaders],
    nextNonce,
    log: accessLog && ((req, res) => accessLog(req, res)),
  });
  const site = (req: IncomingMessage, res: ServerResponse) => {
    if (!reuseRenders || !answerKept(req, res)) app(req, res);
  };
  return Object.assign(site, { renders, express: app });
}
