import compression from 'compression';
import { isbot } from 'isbot';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { Renderer } from '../entry-server';
import type { DocumentStore, StoredDocument } from './documentStore.server';
import { setHeaders, type ResponseHeaders } from './headers.server';
import { plainPageHtml } from './plainPage.server';
import type { RefusalLog } from './refusalLog.server';
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
  /** Finished documents; none in development, where every request renders the sources afresh. */
  store: DocumentStore | undefined;
  queue: RenderQueue;
  logger: Logger;
  refusals: RefusalLog;
  renderTimeoutMs: number;
  /** Show error messages and stacks to the visitor (never in production). */
  exposeErrors: boolean;
}

/**
 * The longest target a redirect repeats in its Location: 8 KB, what nginx accepts in a request
 * line by default, leaves room for the other headers in its 16 KB proxy_buffer_size.
 */
const MAX_REDIRECT_TARGET = 8 * 1024;

/** Brotli or gzip for a document's first render, which streams (stored documents are compressed once). */
const compress = compression();

/**
 * Takes React's output as fast as React makes it (the response buffers for a slow reader: the
 * render never waits on how fast someone reads), keeps a copy for the store, and passes React's
 * `flush()` on, so a compressing response sends each batch at once.
 */
class DocumentSink extends Writable {
  readonly captured: Buffer[] = [];

  constructor(private readonly res?: ServerResponse & { flush?: () => void }) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.captured.push(chunk);
    this.res?.write(chunk);
    done();
  }

  override _final(done: () => void) {
    this.res?.end();
    done();
  }

  flush() {
    this.res?.flush?.();
  }
}

export function createDocuments({ renderer, headers, store, queue, logger, refusals, renderTimeoutMs, exposeErrors }: DocumentsOptions) {
  // Under a flood of new searches, refusing must cost next to nothing: one answer, made once.
  const busy = Buffer.from(plainPageHtml('Busy', 'The site is busy right now. Please try again in a moment.'));
  const busyHeaders = [...headers.html('no-store'), 'Retry-After', '1', 'Content-Length', String(busy.length)];
  const movedHeaders = headers.html('public, max-age=86400');
  const tooLong = Buffer.from(plainPageHtml('Address too long', 'The address of this request is too long.'));
  const tooLongHeaders = [...headers.html('no-store'), 'Content-Length', String(tooLong.length)];
  const refuse = ({ req, res }: Visitor) => {
    refusals.add('renders');
    res.writeHead(503, busyHeaders).end(req.method === 'HEAD' ? undefined : busy);
  };

  /** Documents being rendered right now, by location: requests for one wait for that render. */
  const rendering = new Map<string, Promise<StoredDocument | undefined>>();

  /**
   * A GET or HEAD for a page, in the order a request meets each step: a route written another
   * way moves; a stored document answers at once; a document being rendered for someone else
   * right now is waited for; otherwise a render is admitted (or refused when too many wait),
   * streamed to the visitor and stored.
   */
  function serve(req: IncomingMessage, res: ServerResponse, request: DocumentRequest): void {
    if (request.kind === 'redirect') return redirect(req, res, request.location);
    const stored = store?.get(request.location);
    if (stored) return stored.send(req, res);
    const inFlight = rendering.get(request.location);
    if (inFlight) void inFlight.then((document) => (document ? res.destroyed || document.send(req, res) : admit(request, { req, res })));
    else admit(request, { req, res });
  }

  /**
   * A 301 to a route's one address, keeping the query. The request's target appears once, in
   * Location, never in the page (which links to the address alone), so the answer never grows
   * faster than the request; a target past MAX_REDIRECT_TARGET is refused with 414 rather than
   * sent back to the client, and through any proxy, at that size.
   */
  function redirect(req: IncomingMessage, res: ServerResponse, location: string): void {
    const head = req.method === 'HEAD';
    if (location.length > MAX_REDIRECT_TARGET) return void res.writeHead(414, tooLongHeaders).end(head ? undefined : tooLong);
    const address = location.split('?', 1)[0]!;
    const body = plainPageHtml('Moved permanently', 'This page has one address.', { href: address, text: address });
    res.writeHead(301, [...movedHeaders, 'Location', location, 'Content-Length', String(Buffer.byteLength(body))]);
    res.end(head ? undefined : body);
  }

  function admit(request: PageRequest, visitor: Visitor): void {
    if (queue.full) return refuse(visitor);
    const rendered = renderInTurn(request, visitor);
    if (!store) return;
    rendering.set(request.location, rendered);
    void rendered.finally(() => rendering.delete(request.location));
  }

  /**
   * Waits for a render's turn (refused when too many wait), renders and stores. The turn covers
   * all the CPU a new document costs: React's render and, when it is kept, its compression.
   */
  async function renderInTurn(request: PageRequest, visitor?: Visitor): Promise<StoredDocument | undefined> {
    const endTurn = await queue.acquire().catch(() => undefined);
    if (!endTurn) return void (visitor && refuse(visitor));
    try {
      // The visitor left while waiting for a turn: nothing to render for.
      if (visitor?.res.destroyed) return undefined;
      const body = await render(request, await renderer(), visitor);
      return body && (await store?.keep(request.location, request.status, headers.document(request.status), body));
    } catch (error) {
      logger.error({ err: error, path: request.location }, 'render failed');
      if (visitor && !visitor.res.headersSent)
        visitor.res.writeHead(500, headers.html('no-store')).end(plainPageHtml('Something went wrong', 'Please try again in a moment.'));
      return undefined;
    } finally {
      endTurn();
    }
  }

  /**
   * Renders a document to the visitor, if any: the shell as soon as it is ready for browsers, the
   * whole document at once for crawlers. Resolves once the render is over, with the document's
   * bytes if it came out complete and error-free.
   */
  function render(request: PageRequest, renderer: Renderer, visitor?: Visitor): Promise<Buffer | undefined> {
    const { req, res } = visitor ?? {};
    if (res) {
      res.statusCode = request.status;
      setHeaders(res, headers.document(request.status));
    }
    const sink = new DocumentSink(res);
    const waitForAll = !res || isbot(req!.headers['user-agent']);
    let firstError: unknown;
    let started = false;

    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    let finish!: (whole: boolean) => void;
    const finished = new Promise<boolean>((resolve) => (finish = resolve));

    /** A render error before anything was sent: the 500 error page instead of half a page. */
    const sendError = (error: unknown) => {
      finish(false);
      if (!res) return;
      if (res.headersSent) return void res.destroy();
      const detail = exposeErrors ? { message: String((error as Error)?.message ?? error), stack: (error as Error)?.stack } : undefined;
      res.writeHead(500, { 'Cache-Control': 'no-store' }).end(renderer.renderError(request.location, detail));
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

    const stream = renderer.render(request.location, {
      onShellReady: () => waitForAll || start(),
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
      // A visitor who leaves mid-stream stops the render that was working for them; what did not
      // finish whole is not kept.
      stream.abort(new Error('Client disconnected'));
      finish(false);
    });
    sink.once('finish', () => finish(firstError === undefined));
    return Promise.all([settled, finished]).then(([, whole]) => (whole ? Buffer.concat(sink.captured) : undefined));
  }

  /**
   * Renders and stores every fixed document before the server listens, one after another, through
   * the same render a visitor's request takes. A failure means the build cannot serve its own
   * pages: the server does not start.
   */
  async function warm(locations: readonly string[]): Promise<void> {
    if (!store) return;
    for (const location of locations) {
      const request = documentRequest({ method: 'GET', url: location });
      if (request?.kind !== 'document' || !(await renderInTurn(request))) throw new Error(`Rendering ${location} failed`);
    }
  }

  return { serve, warm };
}
