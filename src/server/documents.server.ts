import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { createServer, get, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { SiteConfig } from '../content/site';
import { notFoundRoute } from '../routes';
import type { AssetPlan } from './assets.server';
import { documentRequest, fixedDocumentLocations, type DocumentRequest } from './documentRequest.server';
import type { DocumentStore, Storing } from './documentStore.server';
import { plainPageHtml, sendPlainPage } from './plainPage.server';
import { Overloaded, type RenderQueue } from './renderQueue.server';
import { isWellFormedTarget } from './requestTarget.server';

/** The server entry's exports the document path uses (src/entry-server.tsx). */
export type ServerEntry = Pick<
  typeof import('../entry-server'),
  'ready' | 'renderDocument' | 'renderErrorDocument' | 'hydrationModules' | 'deferredWordModules' | 'splitLocale' | 'HYDRATION_LOADER_SCRIPT' | 'THEME_SCRIPT'
>;

/** How long a client whose render was refused should wait before trying again (seconds). */
const RETRY_AFTER_S = 1;

const BUSY_TITLE = 'Busy';
const BUSY_MESSAGE = 'The site is busy right now. Please try again in a moment.';

/** Headers that describe one body; a refusal sets its own. */
const BODY_HEADERS = new Set(['content-type', 'cache-control', 'content-length', 'content-encoding', 'etag', 'vary']);

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
  /**
   * The same answer inside Express, for what `answer` declined but the store can still answer:
   * an absolute-form target, or a document being rendered for another request right now, which
   * this request waits for instead of rendering it again. Mounted before compression: a stored
   * document is compressed already.
   */
  answerStored: RequestHandler;
  /** Express's last handler: renders the requested document, streams it and stores it. */
  render: RequestHandler;
  /** Requests every fixed document through `site` (the whole app) so that each is stored before the server listens. */
  warm(site: RequestListener): Promise<void>;
}

/**
 * Forwards React's output to the response and keeps a copy of the bytes for the store.
 * - It takes React's output as fast as React makes it: a document is tens of kilobytes, which
 *   the response buffers for a slow reader, while the render, the server's one scarce resource,
 *   is never held up by how fast someone reads.
 * - React writes in pieces of about 2 KB and calls `flush()` when a batch is complete; the
 *   response gets one write per batch, so `compression` runs one step per batch, not per piece.
 */
class ResponseSink extends Writable {
  readonly captured: Buffer[] = [];
  #batch: Buffer[] = [];

  constructor(private readonly res: Response) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.captured.push(chunk);
    this.#batch.push(chunk);
    callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.#send();
    this.res.end();
    callback();
  }

  flush() {
    this.#send();
    (this.res as Response & { flush?: () => void }).flush?.();
  }

  #send() {
    if (this.#batch.length === 0) return;
    this.res.write(this.#batch.length === 1 ? this.#batch[0] : Buffer.concat(this.#batch));
    this.#batch = [];
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

  /**
   * The 503 for a render the queue would refuse, with the security headers the chain sent with
   * the not-found page: under a flood of new searches, refusing must cost next to nothing, or
   * the refusals themselves starve the stored pages.
   */
  let refusal: { headers: string[]; body: Buffer } | undefined;
  function busy(): { headers: string[]; body: Buffer } | undefined {
    if (refusal) return refusal;
    const notFound = store?.get(notFoundRoute.location);
    if (!notFound) return undefined;
    const headers: string[] = [];
    for (let i = 0; i < notFound.documentHeaders.length; i += 2) {
      if (!BODY_HEADERS.has(notFound.documentHeaders[i]!.toLowerCase())) headers.push(notFound.documentHeaders[i]!, notFound.documentHeaders[i + 1]!);
    }
    const body = Buffer.from(plainPageHtml(BUSY_TITLE, BUSY_MESSAGE));
    headers.push('Content-Type', 'text/html; charset=utf-8', 'Cache-Control', 'no-store', 'Retry-After', String(RETRY_AFTER_S));
    headers.push('Content-Length', String(body.length));
    refusal = { headers, body };
    return refusal;
  }

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const { method, url } = req;
    if (!store || (method !== 'GET' && method !== 'HEAD') || url === undefined || url[0] !== '/') return false;
    if (url.includes('%') && !isWellFormedTarget(url)) return false;
    const request = documentRequest(url);
    if (request?.kind !== 'document') return false;
    const stored = store.get(request.key);
    if (stored) {
      accessLog?.(req, res);
      stored.send(req, res);
      return true;
    }
    // A new document when the render queue is full: refused here, before Express.
    const refused = options.queue.full && !store.rendering(request.key) ? busy() : undefined;
    if (!refused) return false;
    accessLog?.(req, res);
    res.writeHead(503, refused.headers);
    res.end(req.method === 'HEAD' ? undefined : refused.body);
    return true;
  }

  async function answerStored(req: Request, res: Response, next: NextFunction) {
    const request = store && (req.method === 'GET' || req.method === 'HEAD') ? documentRequest(req.url) : undefined;
    if (!store || request?.kind !== 'document') {
      next();
      return;
    }
    const stored = store.get(request.key) ?? (await store.rendering(request.key));
    if (!stored) {
      next();
      return;
    }
    if (!res.destroyed) stored.send(req, res);
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
    // From here on, requests for the same document wait for this render (answerStored).
    const storing = store?.begin(request.key);
    let entry: ServerEntry;
    let endTurn: () => void;
    try {
      entry = await options.loadEntry();
      await entry.ready;
      endTurn = await options.queue.acquire();
    } catch (error) {
      storing?.abandon();
      if (error instanceof Overloaded) {
        res.set('Retry-After', String(RETRY_AFTER_S));
        sendPlainPage(res, 503, BUSY_TITLE, BUSY_MESSAGE);
        return;
      }
      next(error);
      return;
    }
    // The visitor left while waiting for a turn: nothing to render for.
    if (res.destroyed) {
      storing?.abandon();
      endTurn();
      return;
    }
    stream(entry, request, req, res, endTurn, storing);
  }

  /**
   * Streams React's render: the shell as soon as it is ready for browsers, the whole document
   * at once for crawlers; a render error before anything was sent becomes the 500 error page.
   * A document that finished without error is stored, with the headers it went out with.
   */
  function stream(
    entry: ServerEntry,
    request: Extract<DocumentRequest, { kind: 'document' }>,
    req: Request,
    res: Response,
    endTurn: () => void,
    storing: Storing | undefined,
  ) {
    const pathname = request.location.split('?', 1)[0]!;
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
        locale: entry.splitLocale(pathname).locale,
        detail: options.exposeErrors
          ? { message: String((error as Error)?.message ?? error), stack: error instanceof Error ? error.stack : undefined }
          : undefined,
      });
      res.status(500).set('Cache-Control', 'no-store').end(html);
    };

    const sink = new ResponseSink(res);
    const waitForAll = isbot(req.get('user-agent'));
    let firstError: unknown;
    let started = false;
    let settled = false;
    let timeout: NodeJS.Timeout | undefined;

    // The render's turn covers all the CPU a new document costs: React's render and, when it is
    // kept, its compression for the store. Both parts end once, whatever happens.
    let partsLeft = storing ? 2 : 1;
    const partDone = () => {
      partsLeft -= 1;
      if (partsLeft === 0) endTurn();
    };
    let stored = false;
    const storeDone = (keep: boolean) => {
      if (stored || !storing) return;
      stored = true;
      if (!keep) {
        storing.abandon();
        partDone();
        return;
      }
      storing
        .finish(request.status, headersOf(res), Buffer.concat(sink.captured))
        .catch((error: unknown) => logger.error({ err: error, path: req.path }, 'could not store a document'))
        .finally(partDone);
    };

    /** The render has nothing left to do: it completed, failed, or was aborted. */
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      partDone();
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

    const renderStream = entry.renderDocument(request.location, {
      config: site,
      stylesheet,
      hydration: options.assets.hydrationFor(entry.hydrationModules(pathname), entry.deferredWordModules(pathname)),
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
      // Whatever did not finish whole and error-free is not kept (no-op once it was).
      storeDone(false);
    });
    sink.once('finish', () => storeDone(firstError === undefined));
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
        // The render's turn ends once its document is compressed and stored: wait for it, so the
        // next document is rendered, not refused.
        await options.queue.idle();
      }
    } finally {
      loopback.closeAllConnections();
      await new Promise((closed) => loopback.close(closed));
    }
    await store.settled();
  }

  return {
    answer,
    answerStored: (req, res, next) => {
      void answerStored(req, res, next);
    },
    render: (req, res, next) => {
      void render(req, res, next);
    },
    warm,
  };
}
