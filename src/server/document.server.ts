import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { FaultInjection } from '../components/FaultInjection';
import type { SiteConfig } from '../content/site';
import type { AssetPlan } from './assets.server';
import { FinishedRenders } from './finishedRenders.server';
import { hoistEmotionStyles } from './hoistStyles.server';

/** The server entry's exports that the handler needs (src/entry-server.tsx). */
export type ServerEntry = typeof import('../entry-server');

export interface DocumentHandlerOptions {
  loadEntry: () => Promise<ServerEntry>;
  assets: AssetPlan;
  site: SiteConfig;
  logger: Logger;
  renderTimeoutMs: number;
  /** Show error stacks to the visitor (never in production). */
  exposeErrors: boolean;
  /** Reuse a route's finished render for later requests (production, never with fault injection). */
  reuseRenders: boolean;
  faultInjection?: FaultInjection | undefined;
  /** Counts renders in flight when given. */
  renders?: RenderCounter | undefined;
  /** Where finished renders are kept when `reuseRenders` is on (shared with the fast path). */
  finished?: FinishedRenders | undefined;
}

/** The headers of every document response besides the security headers and Vary. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
};

/**
 * Forwards React's output to the response, honours back-pressure, passes React's flush calls
 * on to `compression`, and keeps a copy of the bytes when the render is to be reused.
 */
class ResponseSink extends Writable {
  constructor(
    private readonly res: Response,
    readonly captured: Buffer[] | undefined,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.captured?.push(chunk);
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

/** What a visitor reads when a page fails in production: nothing about the code behind it. */
export const PUBLIC_ERROR_MESSAGE = 'This page could not be shown. Please try again in a moment.';

/** Renders currently running; tests read it to prove aborted renders are released. */
export interface RenderCounter {
  inFlight: number;
}

/**
 * Answers every document request: the route table decides 200 or 404, React streams the
 * page (the shell as soon as it is ready for browsers, the whole document for crawlers),
 * and a render error before anything was sent becomes the 500 error page.
 *
 * Every route's output is deterministic except for its nonce, so a finished render is kept
 * split around its nonce and later responses join the parts with their own fresh nonce.
 * Only exact route paths without a query are reused: other spellings (`/business/`,
 * `/Business`) and not-found paths may render differently, so they always render afresh and
 * can never replace what a route's visitors receive.
 */
export function createDocumentHandler(options: DocumentHandlerOptions): RequestHandler {
  const { assets, site, logger, renders } = options;
  const finished = options.finished ?? new FinishedRenders();

  return async function handleDocument(req: Request, res: Response, next: NextFunction) {
    let entry: ServerEntry;
    try {
      entry = await options.loadEntry();
      await entry.ready;
    } catch (error) {
      next(error);
      return;
    }

    const nonce = res.locals.cspNonce as string;
    const url = req.url;
    const route = entry.findRoute(req.path);
    const reuseKey =
      options.reuseRenders && route?.path === url ? route.path : undefined;

    res.status(route ? 200 : 404);
    res.set(DOCUMENT_HEADERS);

    // A kept render goes out in one write with a Content-Length (not chunked): per-chunk
    // writes through compression's wrapper cost more than one copy of the page.
    const kept = reuseKey ? finished.documentFor(reuseKey, nonce) : undefined;
    if (kept) {
      res.setHeader('Content-Length', kept.length);
      res.end(kept);
      return;
    }
    if (req.method === 'HEAD' && reuseKey === undefined) {
      res.end();
      return;
    }
    // The visitor left while the request waited for a static-file lookup: nothing to render for.
    if (res.destroyed) return;

    const sendError = (error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const html = entry.renderErrorDocument({
        nonce,
        config: site,
        message: options.exposeErrors ? String((error as Error)?.message ?? error) : PUBLIC_ERROR_MESSAGE,
        stack: options.exposeErrors && error instanceof Error ? error.stack : undefined,
      });
      res.status(500).end(html);
    };

    const sink = new ResponseSink(res, reuseKey ? [] : undefined);
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
      if (renders) renders.inFlight -= 1;
    };

    const start = () => {
      if (started || res.destroyed) return;
      started = true;
      if (firstError !== undefined) {
        // The page failed while rendering its first pass: answer 500 rather than half a page.
        stream.abort();
        sendError(firstError);
        return;
      }
      stream.pipe(sink);
    };

    if (renders) renders.inFlight += 1;
    const stream = entry.renderDocument(url, {
      nonce,
      config: site,
      bootstrapModules: assets.bootstrapModules,
      preloads: assets.preloadsFor(entry.pageModuleId(route?.page ?? 'NotFound')),
      fault: options.faultInjection,
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
        if (!res.destroyed) logger.error({ err: error, url }, 'render error');
      },
    });

    if (!settled) timeout = setTimeout(() => stream.abort(new Error('Render timed out')), options.renderTimeoutMs);
    res.once('close', () => {
      // A visitor who leaves mid-stream stops the render that was working for them.
      if (!settled) stream.abort(new Error('Client disconnected'));
    });
    sink.once('finish', () => {
      if (reuseKey && sink.captured && firstError === undefined) {
        const html = hoistEmotionStyles(Buffer.concat(sink.captured).toString('utf8'));
        finished.keep(reuseKey, Buffer.from(html), nonce);
      }
    });
  };
}
