import compression from 'compression';
import { isbot } from 'isbot';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { Renderer } from '../entry-server';
import type { DocumentStore, Storing } from './documentStore.server';
import { setHeaders, type ResponseHeaders } from './headers.server';
import { plainPageHtml } from './plainPage.server';
import type { RenderQueue } from './renderQueue.server';
import { documentRequest, type DocumentRequest } from './requestTarget.server';

type PageRequest = Extract<DocumentRequest, { kind: 'document' }>;

/** The visitor a render streams to; a render for the store alone (the warm-up) has none. */
interface Visitor {
  req: IncomingMessage;
  res: ServerResponse;
}

export interface DocumentsOptions {
  /** The build's renderer; in development a fresh one per request, so edits show at once. */
  renderer: () => Promise<Renderer>;
  headers: ResponseHeaders;
  /** Finished documents; undefined in development, where every request renders the sources afresh. */
  store: DocumentStore | undefined;
  queue: RenderQueue;
  logger: Logger;
  renderTimeoutMs: number;
  /** Show error messages and stacks to the visitor (never in production). */
  exposeErrors: boolean;
}

/** How long a client whose render was refused should wait before trying again (seconds). */
const RETRY_AFTER_S = 1;

/** Brotli or gzip for a document's first render, which streams (stored documents are compressed once). */
const compress = compression();

/**
 * Forwards React's output to the visitor, if any, and keeps a copy of the bytes for the store.
 * It takes React's output as fast as React makes it (the response buffers for a slow reader, so
 * the render, the server's one scarce resource, never waits on how fast someone reads), and
 * writes one batch per `flush()` of React's (about 2 KB pieces), so compression runs one step
 * per batch, not per piece.
 */
class DocumentSink extends Writable {
  readonly captured: Buffer[] = [];
  #batch: Buffer[] = [];

  constructor(private readonly res: ServerResponse | undefined) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.captured.push(chunk);
    if (this.res) this.#batch.push(chunk);
    callback();
  }

  override _final(callback: () => void) {
    this.#send();
    this.res?.end();
    callback();
  }

  flush() {
    this.#send();
    (this.res as (ServerResponse & { flush?: () => void }) | undefined)?.flush?.();
  }

  #send() {
    if (this.#batch.length === 0) return;
    this.res!.write(this.#batch.length === 1 ? this.#batch[0] : Buffer.concat(this.#batch));
    this.#batch = [];
  }
}

export function createDocuments({ renderer, headers, store, queue, logger, renderTimeoutMs, exposeErrors }: DocumentsOptions) {
  // Refusing must cost next to nothing, or under a flood of new searches the refusals themselves
  // starve the stored pages: one answer, made once.
  const busyBody = Buffer.from(plainPageHtml('Busy', 'The site is busy right now. Please try again in a moment.'));
  const busyHeaders = [...headers.security, 'Content-Type', 'text/html; charset=utf-8', 'Cache-Control', 'no-store'];
  busyHeaders.push('Retry-After', String(RETRY_AFTER_S), 'Content-Length', String(busyBody.length));

  function refuse({ req, res }: Visitor) {
    res.writeHead(503, busyHeaders);
    res.end(req.method === 'HEAD' ? undefined : busyBody);
  }

  function redirect({ req, res }: Visitor, location: string) {
    const body = plainPageHtml('Moved permanently', 'This page has one address.', { href: location, text: location });
    res.writeHead(301, [...headers.security, 'Location', location, 'Content-Type', 'text/html; charset=utf-8', 'Cache-Control', 'public, max-age=86400']);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * A GET or HEAD for a page, in the order a request meets each step: a route written another
   * way moves; a stored document answers at once; a document being rendered for someone else
   * right now is waited for; otherwise a render is admitted (or refused when too many wait),
   * streamed to the visitor and stored.
   */
  function serve(req: IncomingMessage, res: ServerResponse, request: DocumentRequest): void {
    const visitor = { req, res };
    if (request.kind === 'redirect') return redirect(visitor, request.location);
    const stored = store?.get(request.location);
    if (stored) return stored.send(req, res);
    const inFlight = store?.rendering(request.location);
    if (inFlight) {
      void inFlight.then((document) => (document ? res.destroyed || document.send(req, res) : admit(request, visitor)));
      return;
    }
    void admit(request, visitor);
  }

  /** Waits for a render's turn and renders, or refuses at once when the queue is full. */
  async function admit(request: PageRequest, visitor: Visitor): Promise<void> {
    if (queue.full) return refuse(visitor);
    const storing = store?.begin(request.location);
    const endTurn = await queue.acquire().catch(() => undefined);
    if (!endTurn) {
      storing?.abandon();
      return refuse(visitor);
    }
    // The visitor left while waiting for a turn: nothing to render for.
    if (visitor.res.destroyed) {
      storing?.abandon();
      return endTurn();
    }
    await render(request, await renderer(), endTurn, storing, visitor);
  }

  /**
   * Renders a document: to the visitor, if any (the shell as soon as it is ready for browsers,
   * the whole document at once for crawlers), and into the store once it is complete and
   * error-free. Resolves once it is over: true when the document came out whole and was kept.
   */
  function render(request: PageRequest, { render: renderDocument, renderError }: Renderer, endTurn: () => void, storing: Storing | undefined, visitor?: Visitor): Promise<boolean> {
    const { req, res } = visitor ?? {};
    const documentHeaders = headers.document(request.status);
    if (res) {
      res.statusCode = request.status;
      setHeaders(res, documentHeaders);
    }
    const sink = new DocumentSink(res);
    const waitForAll = !res || isbot(req!.headers['user-agent']);
    let firstError: unknown;
    let started = false;

    // The render's turn covers all the CPU a new document costs: React's render and, when it is
    // kept, its compression for the store.
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    let keep!: (kept: boolean) => void;
    const kept = new Promise<boolean>((resolve) => (keep = resolve));
    let storeEnded = false;
    const endStore = (whole: boolean) => {
      if (storeEnded) return;
      storeEnded = true;
      if (!whole || !storing) {
        storing?.abandon();
        return keep(whole);
      }
      storing.finish(request.status, documentHeaders, Buffer.concat(sink.captured)).then(
        () => keep(true),
        (error: unknown) => {
          logger.error({ err: error, path: request.location }, 'could not store a document');
          keep(false);
        },
      );
    };

    /** A render error before anything was sent: the 500 error page instead of half a page. */
    const sendError = (error: unknown) => {
      endStore(false);
      if (!res) return;
      if (res.headersSent) return void res.destroy();
      const detail = exposeErrors ? { message: String((error as Error)?.message ?? error), stack: error instanceof Error ? error.stack : undefined } : undefined;
      res.writeHead(500, { 'Cache-Control': 'no-store' }).end(renderError(request.location, detail));
    };

    const start = () => {
      if (started || res?.destroyed) return;
      started = true;
      if (firstError !== undefined) {
        stream.abort();
        return sendError(firstError);
      }
      if (res) compress(req as never, res as never, () => stream.pipe(sink));
      else stream.pipe(sink);
    };

    const stream = renderDocument(request.location, {
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
        if (!res?.destroyed) logger.error({ err: error, path: request.location }, 'render error');
      },
    });

    const timeout = setTimeout(() => stream.abort(new Error('Render timed out')), renderTimeoutMs);
    void settled.then(() => clearTimeout(timeout));
    res?.once('close', () => {
      // A visitor who leaves mid-stream stops the render that was working for them; whatever did
      // not finish whole and error-free is not kept.
      stream.abort(new Error('Client disconnected'));
      endStore(false);
    });
    sink.once('finish', () => endStore(firstError === undefined));
    return Promise.all([settled, kept]).then(([, wasKept]) => {
      endTurn();
      return wasKept;
    });
  }

  /**
   * Renders and stores every fixed document before the server listens, one after another,
   * through the same render a visitor's request takes. A failure means the build cannot serve
   * its own pages: the server does not start.
   */
  async function warm(locations: readonly string[]): Promise<void> {
    if (!store) return;
    const build = await renderer();
    for (const location of locations) {
      const request = documentRequest({ method: 'GET', url: location });
      if (request?.kind !== 'document') throw new Error(`${location} is not a document`);
      if (!(await render(request, build, await queue.acquire(), store.begin(request.location)))) throw new Error(`Rendering ${location} failed`);
    }
  }

  return { serve, warm };
}
