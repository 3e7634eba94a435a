import type { RequestHandler, Response } from 'express';
import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.server';
import type { RefusalLog } from './refusalLog.server';
import { StartupError } from './config.server';

/**
 * The HTTP server, by Node's own options, bounding what one client can make it hold. A client that
 * trickles its headers (slowloris) is answered 408 and closed once HEADERS_TIMEOUT_MS has passed
 * (Node checks when it sweeps its connections, every 30 s by default: here each second at most);
 * one that stops reading its answer is closed once nothing could be written for SEND_TIMEOUT_MS
 * (the socket timeout, which counts reads and writes alike). docs/operations.md sums up what one
 * connection may cost.
 */
export function createHttpServer(
  { headersMs, requestMs, sendMs, keepAliveMs }: ServerConfig['timeouts'],
  listener?: RequestListener,
): Server {
  const connectionsCheckingInterval = Math.min(1_000, headersMs, requestMs);
  const server = createServer({ headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval }, listener);
  server.timeout = sendMs;
  server.keepAliveTimeout = keepAliveMs;
  return server;
}

/**
 * How many requests one connection may have waiting behind the one being answered. Browsers and
 * proxies never pipeline; a client that sends more before reading the answers has its connection
 * closed at once (RFC 9112, 9.3.2 and 9.6: a client retries unanswered requests on a new one).
 */
export const PIPELINE_DEPTH = 16;

/**
 * The middleware that answers a connection's requests one at a time: a pipelined request waits,
 * parsed but not worked on, until the answer before it is finished (HTTP/1.1 sends answers in order
 * anyway). A client that reads nothing makes the server build one answer, not thirty, and its burst
 * is served between other connections' requests. Node's own bounds do not do this:
 * `maxRequestsPerSocket` counts a connection's requests over its life and answers the excess all
 * the same, and its backpressure stops reading only between two reads, while one read of 1.3 KB
 * carries 30 requests (decision 018).
 */
export function oneAtATime(refusals: RefusalLog): RequestHandler {
  /** Requests waiting behind the one being answered, by connection; no entry when none is being answered. */
  const waiting = new WeakMap<Socket, Array<() => void>>();
  const answer = (socket: Socket, res: Response, next: () => void) => {
    res.once('finish', () => {
      const following = waiting.get(socket)?.shift();
      if (following) following();
      else waiting.delete(socket);
    });
    next();
  };
  return ({ socket }, res, next) => {
    const queue = waiting.get(socket);
    if (!queue) {
      waiting.set(socket, []);
      return answer(socket, res, next);
    }
    if (queue.length < PIPELINE_DEPTH) return void queue.push(() => answer(socket, res, next));
    if (!socket.destroyed) refusals.add('pipelining');
    socket.destroy();
  };
}

/** What an operator can do about an address the server could not listen on. */
function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  if (error.code === 'EADDRINUSE')
    return new StartupError(`Port ${port} on ${host} is already in use: stop what is using it, or set PORT to a free port.`);
  if (error.code === 'EACCES')
    return new StartupError(`Port ${port} on ${host} needs privileges this process does not have: set PORT to 1024 or above.`);
  if (['EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN'].includes(error.code ?? ''))
    return new StartupError(`HOST=${host} is not an address of this machine: set HOST to one, or leave it unset for 0.0.0.0.`);
  return error;
}

export async function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  server.listen(port, host);
  try {
    await once(server, 'listening');
  } catch (error) {
    throw listenError(error as NodeJS.ErrnoException, port, host);
  }
  return server.address() as AddressInfo;
}

/**
 * Stops accepting connections, lets in-flight responses finish, and resolves once the server is
 * closed. Connections still busy after `shutdownMs` are closed, so shutdown stays bounded.
 */
export function drain(server: Server, shutdownMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive sockets fall idle one by one: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    const deadline = setTimeout(() => {
      logger.warn('shutdown timeout reached: closing remaining connections');
      server.closeAllConnections();
    }, shutdownMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
