import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { PageRequest } from '../app/pageRequest';
import type { Renderer } from '../entry-server';
import { streamed } from './compression.server';
import type { ServerConfig } from './config.server';
import { HTML, type DocumentStore, type Sent, type StoredAnswer } from './documentStore.server';
import { PlainPage, plainPageHtml } from './plainPage.server';
import type { RefusalLog } from './refusalLog.server';
import { RenderQueue } from './renderQueue.server';
import { documentRequest, fixedDocumentLocations } from './requestTarget.server';

/** The visitor a render streams to; a render for the store alone (the warm-up) has none. */
interface Visitor {
  req: Request;
  res: Response;
  next: NextFunction;
}

interface DocumentsOptions {
  config: ServerConfig;
  /** The build's renderer; in development a fresh one per request, so edits show at once. */
  renderer: () => Promise<Renderer>;
  /** Finished documents; none in development, where every request renders the sources afresh. */
  store: DocumentStore | undefined;
  /** The queried addresses the site's own links name (`Renderer.linkedLocations`): kept like the route table's documents. */
  linkedLocations: readonly string[];
  logger: Logger;
  refusals: RefusalLog;
}

/**
 * The longest target a redirect repeats in its Location: 8 KB, what nginx accepts in a request
 * line by default, leaves room for the other headers in its 16 KB proxy_buffer_size.
 */
const MAX_REDIRECT_TARGET = 8 * 1024;

/**
 * Takes React's output as fast as React makes it (the response buffers for a slow reader: the
 * render never waits on how fast someone reads), keeps a copy for the store, and passes React's
 * `flush()` on, so the compression middleware sends each batch at once.
 */
class DocumentSink extends Writable {
  readonly captured: Buffer[] = [];

  constructor(private readonly res?: Response) {
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
    this.res?.flush();
  }
}

/**
 * The document handler, in the order a request meets it: the target parsed once; a route written
 * another way moves; a stored document answers at once; one being rendered for someone else is
 * waited for; otherwise a render is admitted (503 when too many wait), streamed through the
 * compression middleware and stored. `warm` renders and stores every fixed document.
 */
export function createDocuments({ config, renderer, store, linkedLocations, logger, refusals }: DocumentsOptions) {
  const { caching, isInviteCode, renders } = config;
  const queue = new RenderQueue(renders.concurrency, renders.queue, renders.share);
  // Outside production a failed render's page says why (a catalogue saved broken names its file and line).
  const exposeErrors = config.nodeEnv !== 'production';
  // Browsers revalidate every time (a 304 costs nothing); shared caches keep pages a while.
  const cacheControl = (status: number) => ({
    'Cache-Control':
      status === 200
        ? `public, max-age=0, s-maxage=${caching.sharedMaxAgeS}, stale-while-revalidate=${caching.staleWhileRevalidateS}`
        : `public, max-age=0, s-maxage=${caching.notFoundSharedMaxAgeS}`,
  });
  const busy = (next: NextFunction) => {
    refusals.add('renders');
    next(new PlainPage(503, 'Busy', 'The site is busy right now. Please try again in a moment.', { 'Retry-After': '1' }));
  };
  // Any other document (a search, an invite page) is kept while recent: visitors decide how many there are.
  const fixedDocuments = new Set([...fixedDocumentLocations, ...linkedLocations]);
  /** Documents being rendered right now, by location: requests for one wait for that render. */
  const rendering = new Map<string, Promise<StoredAnswer | undefined>>();
  let ready = store === undefined;

  const answer: RequestHandler = (req, res, next) => {
    const page = documentRequest(req.url, isInviteCode);
    if (!page) return next(new PlainPage(404, 'Not found', 'There is no file at this address.'));
    if ('redirect' in page) return redirect(req, res, next, page.redirect);
    const stored = store?.get(page.location);
    if (stored) return stored.send(req, res);
    res.locals.page = page;
    const admit = () => (queue.full ? busy(next) : next());
    const inFlight = rendering.get(page.location);
    if (inFlight) void inFlight.then((document) => (document ? res.destroyed || document.send(req, res) : admit()));
    else admit();
  };

  /**
   * Takes what the compression middleware sends the visitor as fast as it makes it (the response
   * buffers it for a slow reader, as it does React's output), so that within the render's turn the
   * store keeps that coding as sent rather than compress it again. Resolves once compression ends,
   * or with nothing if the visitor left first or took the document uncompressed.
   */
  const keepSent: RequestHandler = (_req, res, next) => {
    const chunks: Buffer[] = [];
    const { write, end } = res;
    res.locals.sent = new Promise<Sent>((resolve) => {
      res.write = function (this: Response, chunk: Buffer, ...rest: unknown[]) {
        chunks.push(Buffer.from(chunk));
        Reflect.apply(write, this, [chunk, ...rest]);
        return true;
      } as Response['write'];
      res.end = function (this: Response, ...args: unknown[]) {
        const coding = res.getHeader('Content-Encoding');
        resolve(coding === 'br' || coding === 'gzip' ? { coding, bytes: Buffer.concat(chunks) } : undefined);
        return Reflect.apply(end, this, args) as Response;
      } as Response['end'];
      res.once('close', () => resolve(undefined));
    });
    next();
  };

  const renderForVisitor: RequestHandler = (req, res, next) => void renderOnce(res.locals.page, { req, res, next });

  /**
   * A 301 to a route's one address, keeping the query. The request's target appears once, in
   * Location, never in the page (which links to the address alone), so the answer never grows
   * faster than the request; a target past MAX_REDIRECT_TARGET is refused with 414 rather than
   * sent back to the client, and through any proxy, at that size.
   */
  function redirect(_req: Request, res: Response, next: NextFunction, location: string): void {
    if (location.length > MAX_REDIRECT_TARGET)
      return next(new PlainPage(414, 'Address too long', 'The address of this request is too long.'));
    const address = location.split('?', 1)[0]!;
    res.status(301).set({ 'Content-Type': HTML, 'Cache-Control': 'public, max-age=86400', Location: location });
    res.send(plainPageHtml('Moved permanently', 'This page has one address.', { href: address, text: address }));
  }

  /** Renders a document once, however many ask for it meanwhile. */
  function renderOnce(page: PageRequest, visitor?: Visitor): Promise<StoredAnswer | undefined> {
    const rendered = renderInTurn(page, visitor);
    if (store) {
      rendering.set(page.location, rendered);
      void rendered.finally(() => rendering.delete(page.location));
    }
    return rendered;
  }

  /**
   * Waits for a render's turn (a visitor's is refused when too many wait), renders and stores. The
   * turn covers all the CPU a new document costs: React's render and, when it is kept, its compression.
   */
  async function renderInTurn(page: PageRequest, visitor?: Visitor): Promise<StoredAnswer | undefined> {
    const endTurn = await queue.acquire(visitor !== undefined).catch(() => undefined);
    if (!endTurn) return void (visitor && busy(visitor.next));
    try {
      // The visitor left while waiting for a turn: nothing to render for.
      if (visitor?.res.destroyed) return undefined;
      const body = await render(page, await renderer(), visitor);
      if (!body || !store) return undefined;
      const sent: Sent = visitor && (await visitor.res.locals.sent);
      return await store.keep(page.location, page.status, cacheControl(page.status), body, sent, !fixedDocuments.has(page.location));
    } catch (error) {
      logger.error({ err: error, path: page.location }, 'render failed');
      const why = exposeErrors ? String((error as Error)?.message ?? error) : 'Please try again in a moment.';
      if (visitor && !visitor.res.headersSent) visitor.next(new PlainPage(500, 'Something went wrong', why));
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
  function render(page: PageRequest, renderer: Renderer, visitor?: Visitor): Promise<Buffer | undefined> {
    const { req, res } = visitor ?? {};
    res?.status(page.status).set({ 'Content-Type': HTML, ...cacheControl(page.status), Vary: 'Accept-Encoding' });
    const sink = new DocumentSink(res);
    const waitForAll = !req || isbot(req.headers['user-agent']);
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
      res.status(500).set('Cache-Control', 'no-store').end(renderer.renderError(page, detail));
    };

    const start = () => {
      if (started || res?.destroyed) return;
      started = true;
      if (firstError === undefined) return void stream.pipe(sink);
      stream.abort();
      sendError(firstError);
    };

    const stream = renderer.render(page, {
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
        if (!res?.destroyed) logger.error({ err: error, path: page.location }, 'render error');
      },
    });

    const timeout = setTimeout(() => stream.abort(new Error('Render timed out')), config.timeouts.renderMs);
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
   * Renders and stores every fixed document, one after another, through the same render a
   * visitor's request takes, while the server already answers: a visitor's request for one not
   * stored yet renders it (or waits for the render under way). A failure means the build cannot
   * serve its own pages.
   */
  async function warm(): Promise<void> {
    for (const location of store ? fixedDocuments : []) {
      const page = documentRequest(location);
      if (!page || 'redirect' in page) throw new Error(`${location} names no document`);
      while (!store!.get(location)) {
        const inFlight = rendering.get(location);
        // A visitor's render may end without a document (they left): then the warm-up renders its own.
        if (inFlight) await inFlight;
        else if (!(await renderOnce(page))) throw new Error(`Rendering ${location} failed`);
      }
    }
    ready = true;
  }

  return {
    handlers: [answer, keepSent, streamed, renderForVisitor],
    warm,
    /** Whether every fixed document is stored (the readiness probe). */
    get ready() {
      return ready;
    },
  };
}
