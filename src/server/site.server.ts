import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { Manifest, ViteDevServer } from 'vite';
import type { BUILD_TIME as BuildTime, createRenderer as CreateRenderer, Renderer } from '../entry-server';
import { SOCIAL_CARDS_FILE, type SocialCards } from '../lib/socialCards';
import { buildRobots, buildSitemap } from '../lib/sitemap';
import { appleAppSiteAssociation, assetLinks, securityTxt, securityTxtExpiry, WELL_KNOWN } from '../lib/wellKnown';
import { locales } from '../i18n/locales';
import type { ServerConfig } from './config.server';
import { createDocuments } from './documents.server';
import { DocumentStore } from './documentStore.server';
import { responseHeaders, setHeaders, type HeaderList } from './headers.server';
import { accessLog, createLogger } from './logging.server';
import { plainPageHtml, sendPlainPage } from './plainPage.server';
import { RefusalLog } from './refusalLog.server';
import { RenderQueue } from './renderQueue.server';
import { documentRequest, FILE_LIKE, fixedDocumentLocations, hasValidHost, isWellFormedTarget, originForm } from './requestTarget.server';
import { StartupError } from './startupError.server';
import { fileServer, generatedFile, loadBuiltFiles, type MemoryFile } from './staticFiles.server';

export interface SiteOptions {
  config: ServerConfig;
  /** Development only: Vite in middleware mode serves the sources and loads the server entry. */
  vite?: ViteDevServer;
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
 * The site's request listener, with every fixed document (each route's and the not-found page,
 * in every language) rendered and stored before it resolves. A request meets, in this order:
 * the Host check; the document handler, for a GET or HEAD of a page; the files, answered from
 * memory (the build's, robots.txt and the sitemap); everything else (bad targets, missing files,
 * other methods) meets Express and gets a plain page; then the access log. Exported so tests
 * drive it without listening.
 */
export async function createSite({
  config,
  vite,
  distDir = resolve(process.env.DIST_DIR ?? 'dist'),
  ...options
}: SiteOptions): Promise<RequestListener> {
  const logger = options.logger ?? createLogger(config);
  const refusals = options.refusals ?? new RefusalLog(logger);
  // The client's manifest, the extracted stylesheet and the social cards' names; in development
  // Vite serves the sources.
  const build = vite
    ? undefined
    : {
        manifest: JSON.parse(built(join(distDir, 'client', '.vite', 'manifest.json'))) as Manifest,
        stylesheet: built(join(distDir, 'server', 'stylesheet.css')),
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
  const buildRenderer = createRenderer({ config: config.site, ...build });
  // In development each request gets the sources as they are now; a build renders with one renderer.
  const renderer: () => Promise<Renderer> = vite
    ? async () => (await entry()).createRenderer({ config: config.site })
    : () => buildRenderer;
  const headers = responseHeaders(config, { scripts: (await buildRenderer).inlineScripts, stylesheet: build?.stylesheet });

  const documents = createDocuments({
    renderer,
    headers,
    store: build && new DocumentStore(config.caching.searchCacheBytes),
    queue: new RenderQueue(config.renders.concurrency, config.renders.queue, config.renders.share),
    logger,
    refusals,
    renderTimeoutMs: config.timeouts.renderMs,
    exposeErrors: config.nodeEnv !== 'production',
  });
  const files = fileServer(
    new Map([...(vite ? [] : await loadBuiltFiles(join(distDir, 'client'))), ...(await generatedFiles(config, headers.security, builtAt))]),
    headers.security,
  );
  const rest = otherRequests(headers.security, logger);
  const log = accessLog(logger, config.trustProxy);

  await documents.warm(fixedDocumentLocations);

  const answer: RequestListener = (req, res) => {
    if (!hasValidHost(req))
      return void res.writeHead(400, headers.html('no-store')).end(plainPageHtml('Bad request', 'The Host header is not valid.'));
    const request = documentRequest(req);
    if (request) documents.serve(req, res, request);
    else if (!files(req, res)) rest(req, res);
  };
  // Logged once the answer is under way, so a request refused at once costs the log nothing.
  const site: RequestListener = log
    ? (req, res) => {
        const startedAt = performance.now();
        answer(req, res);
        log(req, res, startedAt);
      }
    : answer;
  // In development Vite answers first: its client, the sources, the public folder.
  return vite ? (req, res) => vite.middlewares(req, res, () => site(req, res)) : site;
}

/** Everything but pages and files, in the order a request meets it: all of it ends in a plain page. */
function otherRequests(security: HeaderList, logger: Logger): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The site's security headers on every plain page.
  app.use((_req, res, next) => {
    setHeaders(res, security);
    next();
  });
  // Only the path and query of a target are read; bad ones are answered before anything decodes them.
  app.use(badTarget);
  app.use(missingFile);
  app.use(readOnly);
  // Last resort: never a stack trace, a file path or a dependency name to the visitor.
  const handleError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error, path: req.path }, 'unhandled error');
    if (res.headersSent) return void res.destroy();
    if (status === 500) sendPlainPage(res, 500, 'Something went wrong', 'Please try again in a moment.');
    else sendPlainPage(res, status, 'Bad request', 'The request could not be understood.');
  };
  app.use(handleError);
  return app;
}

/** A target that is not an address on this site, or whose percent-encoding is malformed: 400. */
const badTarget: RequestHandler = (req, res, next) => {
  if (req.url === '*' && req.method === 'OPTIONS') return next();
  const target = originForm(req.url);
  if (target === undefined) return sendPlainPage(res, 400, 'Bad request', 'The request target is not an address on this site.');
  if (!isWellFormedTarget(target)) return sendPlainPage(res, 400, 'Bad request', 'The address contains an invalid character encoding.');
  req.url = target;
  next();
};

/**
 * Files made once at start from the configuration and answered like the build's, with the headers
 * of everything that is not one. robots.txt and the sitemap, from the route table and SITE_URL
 * (never the Host header): crawlers re-read them often enough, and a deploy that changes the route
 * table shows within the hour. The /.well-known/ files (decision 021): security.txt, and each
 * app-link file when its variables are set (unset, its address is a missing file: a plain 404).
 */
async function generatedFiles(
  { site, appLinks, securityContact }: ServerConfig,
  security: HeaderList,
  builtAt: Date,
): Promise<Array<[string, MemoryFile]>> {
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
  return Promise.all(
    files
      .filter((file) => file !== undefined)
      .map(async ([path, body, type]): Promise<[string, MemoryFile]> => [
        path,
        await generatedFile(body, [...security, 'Content-Type', type, 'Cache-Control', 'public, max-age=3600']),
      ]),
  );
}

/** Requests for files that do not exist get a plain 404, never a rendered page. */
const missingFile: RequestHandler = (req, res, next) => {
  if (!FILE_LIKE.test(req.path)) return next();
  sendPlainPage(res, 404, 'Not found', 'There is no file at this address.');
};

/** Pages answer GET and HEAD only; OPTIONS says so without an error. */
const readOnly: RequestHandler = (req, res) => {
  res.setHeader('Allow', 'GET, HEAD');
  if (req.method === 'OPTIONS') return void res.status(204).end();
  sendPlainPage(res, 405, 'Method not allowed', 'This address can only be read (GET or HEAD).');
};
