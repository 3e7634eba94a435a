import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { createServer, get, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { SiteConfig } from '../content/site';
import type { AssetPlan } from './assets.server';
import { documentRequest, fixedDocumentLocations, type DocumentRequest } from './documentRequest.server';
import type { DocumentStore } from './documentStore.server';
import { sendPlainPage } from './plainPage.server';
import { Overloaded, type RenderQueue } from './renderQueue.server';
import { isWellFormedTarget } from './requestTarget.server';

/** The server entry's exports the document path uses (src/entry-server.tsx). */
export type ServerEntry = Pick<
  typeof import('../entry-server'),
  'ready' | 'renderDocument' | 'renderErrorDocument' | 'pageModuleId' | 'findRoute' | 'HYDRATION_LOADER_SCRIPT' | 'THEME_SCRIPT'
>;

/** What a visitor reads when a page fails in production: nothing about the code behind it. */
export const PUBLIC_ERROR_MESSAGE = 'This page could not be shown. Please try again in a moment.';

/** How long a client whose render was refused should wait before trying again (seconds). */
const RETRY_AFTER_S = 1;

export interface DocumentsOptions {
  loadEntry: () => Promise<ServerEntry>;
  assets: AssetPlan;
  site: SiteConfig;
  /** The build's stylesheet; undefined in development, where component styles stream inline. */
  stylesheet: string | undefined;
  /** Finished documents; undefined in development, where every request renders the sources afresh. */
  store: DocumentStore | undefined;
  queue: RenderQueue;
  cacheControl: { found: string; notFound: string };
  logger: Logger;
  renderTimeoutMs: number;
  /** Show error messages and stacks to the visitor (never in production). */
  exposeErrors: boolean;
  /** The access logger, when access logs are on: stored answers are logged like the rest. */
  accessLog?: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
}

export interface Documents {
  /**
   * Answers a GET or HEAD for a stored document straight from node:http, before Express: the
   * bytes and headers the app sent when it rendered the document. Returns false, having done
   * nothing, for every other request.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express's last handler: renders the requested document, streams it and stores it. */
  render: RequestHandler;
  /** Requests every fixed document through `site` (the whole app) so that each is stored before the server listens. */
  warm(site: RequestListener): Promise<void>;
}

/**
 * Forwards React's output to the response, honours back-pressure, passes React's flush calls
 * on to `compression`, and keeps a copy of the bytes for the store.
 */
class ResponseSink extends Writable {
  readonly captured: Buffer[] = [];

  constructor(private readonly res: Response) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.captured.push(chunk);
    if (this.res.write(chunk)) callback();
    else this.res.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void) {
    this.res.end();
    callback();
  }

  flush() {
    (this.res as Response & { flush?: () => void }).flush?.();
  }
}

/** The headers the middleware chain set on a response, as sent (names in their own case). */
function headersOf(res: Response): Array<[string, string]> {
  // OutgoingMessage#getRawHeaderNames (Node 15.13+), missing from @types/node's ServerResponse.
  const names = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
  return names.map((name) => {
    const value = res.getHeader(name);
    return [name, Array.isArray(value) ? value.join(', ') : String(value)];
  });
}

export function createDocuments(options: DocumentsOptions): Documents {
  const { store, logger, site, stylesheet, accessLog } = options;

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const { method, url } = req;
    if (!store || (method !== 'GET' && method !== 'HEAD') || url === undefined || url[0] !== '/') return false;
    if (url.includes('%') && !isWellFormedTarget(url)) return false;
    const request = documentRequest(url);
    const stored = request?.kind === 'document' ? store.get(request.key) : undefined;
    if (!stored) return false;
    accessLog?.(req, res);
    stored.send(req, res);
    return true;
  }

  async function render(req: Request, res: Response, next: NextFunction) {
    const request = documentRequest(req.url);
    if (!request) {
      next();
      return;
    }
    if (request.kind === 'redirect') {
      res.set('Cache-Control', 'public, max-age=86400');
      res.redirect(301, request.location);
      return;
    }
    let entry: ServerEntry;
    let endTurn: () => void;
    try {
      entry = await options.loadEntry();
      await entry.ready;
      endTurn = await options.queue.acquire();
    } catch (error) {
      if (error instanceof Overloaded) {
        res.set('Retry-After', String(RETRY_AFTER_S));
        sendPlainPage(res, 503, 'Busy', 'The site is busy right now. Please try again in a moment.');
        return;
      }
      next(error);
      return;
    }
    // The visitor left while waiting for a turn: nothing to render for.
    if (res.destroyed) {
      endTurn();
      return;
    }
    stream(entry, request, req, res, endTurn);
  }

  /**
   * Streams React's render: the shell as soon as it is ready for browsers, the whole document
   * at once for crawlers; a render error before anything was sent becomes the 500 error page.
   * A document that finished without error is stored, with the headers it went out with.
   */
  function stream(entry: ServerEntry, request: Extract<DocumentRequest, { kind: 'document' }>, req: Request, res: Response, endTurn: () => void) {
    res.status(request.status);
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': request.status === 200 ? options.cacheControl.found : options.cacheControl.notFound,
    });

    const sendError = (error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const html = entry.renderErrorDocument({
        config: site,
        stylesheet,
        message: options.exposeErrors ? String((error as Error)?.message ?? error) : PUBLIC_ERROR_MESSAGE,
        stack: options.exposeErrors && error instanceof Error ? error.stack : undefined,
      });
      res.status(500).set('Cache-Control', 'no-store').end(html);
    };

    const sink = new ResponseSink(res);
    const waitForAll = isbot(req.get('user-agent'));
    let firstError: unknown;
    let started = false;
    let settled = false;
    let timeout: NodeJS.Timeout | undefined;

    /** The render has nothing left to do: it completed, failed, or was aborted. */
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      endTurn();
    };

    const start = () => {
      if (started || res.destroyed) return;
      started = true;
      if (firstError !== undefined) {
        // The page failed while rendering its first pass: answer 500 rather than half a page.
        renderStream.abort();
        sendError(firstError);
        return;
      }
      renderStream.pipe(sink);
    };

    const route = entry.findRoute(request.location.split('?', 1)[0]!);
    const renderStream = entry.renderDocument(request.location, {
      config: site,
      stylesheet,
      hydration: options.assets.hydrationFor(entry.pageModuleId(route?.page ?? 'NotFound')),
      onShellReady() {
        if (!waitForAll) start();
      },
      onAllReady() {
        settle();
        if (waitForAll) start();
      },
      onShellError(error) {
        settle();
        firstError ??= error;
        started = true;
        sendError(error);
      },
      onError(error) {
        firstError ??= error;
        if (!res.destroyed) logger.error({ err: error, path: req.path }, 'render error');
      },
    });

    if (!settled) timeout = setTimeout(() => renderStream.abort(new Error('Render timed out')), options.renderTimeoutMs);
    res.once('close', () => {
      // A visitor who leaves mid-stream stops the render that was working for them.
      if (!settled) renderStream.abort(new Error('Client disconnected'));
    });
    sink.once('finish', () => {
      if (!store || firstError !== undefined) return;
      store.keep(request.key, request.status, headersOf(res), Buffer.concat(sink.captured)).catch((error: unknown) => {
        logger.error({ err: error, path: req.path }, 'could not store a document');
      });
    });
  }

  /**
   * Requests every fixed document through the whole app, over a private loopback connection
   * that closes before the server listens, so that each is rendered and stored by the same
   * chain a visitor meets. A failure means the build cannot serve its own pages: the server
   * does not start.
   */
  async function warm(siteListener: RequestListener) {
    if (!store) return;
    const loopback = createServer(siteListener);
    await new Promise<void>((listening) => loopback.listen(0, '127.0.0.1', listening));
    const { port } = loopback.address() as AddressInfo;
    try {
      for (const location of fixedDocumentLocations) {
        const status = await new Promise<number>((answered, failed) => {
          get({ host: '127.0.0.1', port, path: location, headers: { 'accept-encoding': 'identity' } }, (res) => {
            res.resume().once('end', () => answered(res.statusCode ?? 0));
          }).once('error', failed);
        });
        if (status >= 500) throw new Error(`Rendering ${location} failed with ${status}`);
      }
    } finally {
      loopback.closeAllConnections();
      await new Promise((closed) => loopback.close(closed));
    }
    await store.settled();
  }

  return {
    answer,
    render: (req, res, next) => {
      void render(req, res, next);
    },
    warm,
  };
}
