import { connect, type Socket } from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without answering. */
  status: number;
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes exactly as sent (after de-chunking): compressed bodies stay compressed. */
  bytes: Buffer;
  /** Everything the server sent, status line included. */
  raw: string;
}

/** Parses a whole HTTP/1.x answer read as latin1 (one character per byte). */
export function parseRawResponse(raw: string): RawResponse {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const head = headerEnd === -1 ? raw : raw.slice(0, headerEnd);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = headerEnd === -1 ? '' : raw.slice(headerEnd + 4);
  if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  // Read as latin1 so chunk sizes count bytes; the body itself is UTF-8.
  const bytes = Buffer.from(body, 'latin1');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return { status, statusLine, headers, body: bytes.toString('utf8'), bytes, raw };
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return out;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends `request` byte for byte (nothing normalises the target the way HTTP clients do) and
 * reads until the server closes the connection. Requests should say `Connection: close`.
 */
export async function rawRequest(url: string, request: string): Promise<RawResponse> {
  const socket = await openSocket(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while a large request is still being written (431): read what came.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(parseRawResponse(Buffer.concat(chunks).toString('latin1')));
      else reject(error);
    });
    socket.on('close', () => resolve(parseRawResponse(Buffer.concat(chunks).toString('latin1'))));
    socket.write(request);
  });
}

/** A GET with `Connection: close` for `target`, exactly as written. */
export function rawGet(url: string, target: string, extraHeaders = ''): Promise<RawResponse> {
  return rawRequest(url, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`);
}
