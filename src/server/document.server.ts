import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { FaultInjection } from '../components/FaultInjection';
import type { SiteConfig } from '../content/site';
import type { AssetPlan } from './assets.server';

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
  /** Reuse a route's finished render for later requests (production). */
  reuseRenders: boolean;
  faultInjection?: FaultInjection | undefined;
}

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

const ABSOLUTE_PATH = /(?:file:\/\/)?(?:\/[\w.@+-]+){2,}/g;

/** A message fit for a visitor: file paths (which name the install and its dependencies) removed. */
export function publicErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : 'Internal Server Error';
  return message.replace(ABSOLUTE_PATH, '[path]') || 'Internal Server Error';
}

/**
 * Answers every document request: the route table decides 200 or 404, React streams the
 * page (the shell as soon as it is ready for browsers, the whole document for crawlers),
 * and a render error before anything was sent becomes the 500 error page.
 *
 * Every route's output is deterministic except for its nonce, so a finished render is kept
 * split around its nonce and later responses join the parts with their own fresh nonce.
 */
export function createDocumentHandler(options: DocumentHandlerOptions): RequestHandler {
  const { assets, site, logger } = options;
  const finished = new Map<string, string[]>();

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
    const route = entry.findRoute(req.path);
    const hasQuery = req.originalUrl.includes('?');
    const reuseKey =
      options.reuseRenders && !options.faultInjection && !hasQuery ? (route?.path ?? '404') : undefined;

    res.status(route ? 200 : 404);
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });

    const parts = reuseKey ? finished.get(reuseKey) : undefined;
    if (parts) {
      res.end(parts.join(nonce));
      return;
    }
    if (req.method === 'HEAD' && reuseKey === undefined) {
      res.end();
      return;
    }

    const sendError = (error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const html = entry.renderErrorDocument({
        nonce,
        config: site,
        message: options.exposeErrors ? String((error as Error)?.message ?? error) : publicErrorMessage(error),
        stack: options.exposeErrors && error instanceof Error ? error.stack : undefined,
      });
      res.status(500).end(html);
    };

    const sink = new ResponseSink(res, reuseKey ? [] : undefined);
    const waitForAll = isbot(req.get('user-agent'));
    let firstError: unknown;
    let started = false;

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

    const stream = entry.renderDocument(req.originalUrl, {
      nonce,
      config: site,
      bootstrapModules: assets.bootstrapModules,
      preloads: assets.preloadsFor(entry.pageModuleId(route?.page ?? 'NotFound')),
      fault: options.faultInjection,
      onShellReady() {
        if (!waitForAll) start();
      },
      onAllReady() {
        if (waitForAll) start();
      },
      onShellError(error) {
        firstError ??= error;
        started = true;
        sendError(error);
      },
      onError(error) {
        firstError ??= error;
        if (!res.destroyed) logger.error({ err: error, url: req.originalUrl }, 'render error');
      },
    });

    const timeout = setTimeout(() => stream.abort(new Error('Render timed out')), options.renderTimeoutMs);
    res.once('close', () => {
      clearTimeout(timeout);
      // A visitor who leaves mid-stream stops the render that was working for them.
      if (!res.writableFinished) stream.abort(new Error('Client disconnected'));
    });
    sink.once('finish', () => {
      if (reuseKey && sink.captured && firstError === undefined) {
        finished.set(reuseKey, Buffer.concat(sink.captured).toString('utf8').split(nonce));
      }
    });
  };
}
