import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { codingFor, type Coding } from './contentCoding.server';
import { setHeaders, type HeaderList } from './headers.server';
import { sendPlainPage } from './plainPage.server';
import { isWellFormedTarget, originForm } from './requestTarget.server';

/** The types of what a public site ships; anything else is a download (nosniff keeps it one). */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** One coding of a file: its bytes and the headers of a full answer and of a 304. */
interface Representation {
  bytes: Buffer;
  etag: string | undefined;
  headers: string[];
  /** A 206's headers, before its Content-Range and length. */
  partial: HeaderList;
  notModified: string[];
}

/**
 * A file held in memory, in every coding it is kept in: each answer hands Node the same buffer,
 * so a thousand queued answers for one image cost a thousand references, not a thousand copies.
 */
export interface MemoryFile {
  identity: Representation;
  /** Brotli and gzip, when the file is worth compressing (then its answers vary by Accept-Encoding). */
  compressed: { br: Representation; gzip: Representation } | undefined;
  /** Files that keep their name across builds carry an ETag and may be asked for in parts; hashed ones need neither. */
  validated: boolean;
}

export interface MemoryFileOptions {
  /** Content-Type, Cache-Control and whatever else every answer with this file's bytes carries. */
  headers: HeaderList;
  /** Brotli and gzip forms (the build writes them beside the file). */
  compressed?: { br: Buffer; gzip: Buffer } | undefined;
  validated: boolean;
}

const digestOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
const withoutBodyHeaders = (headers: HeaderList) =>
  headers.filter((_, i) => !['content-type', 'content-length', 'content-encoding'].includes(headers[i - (i % 2)]!.toLowerCase()));

export function memoryFile(bytes: Buffer, { headers, compressed, validated }: MemoryFileOptions): MemoryFile {
  const digest = validated ? digestOf(bytes) : undefined;
  const representation = (coding: Coding, body: Buffer): Representation => {
    // Strong and per coding, as documents' (documentStore.server.ts): a cache keeps each coding apart.
    const etag = digest && (coding === 'identity' ? `"${digest}"` : `"${digest}.${coding}"`);
    const common = [
      ...headers,
      ...(compressed ? ['Vary', 'Accept-Encoding'] : []),
      ...(coding === 'identity' ? [] : ['Content-Encoding', coding]),
      ...(etag ? ['ETag', etag] : []),
    ];
    const partial = validated ? [...common, 'Accept-Ranges', 'bytes'] : common;
    return {
      bytes: body,
      etag,
      headers: [...partial, 'Content-Length', String(body.length)],
      partial,
      notModified: withoutBodyHeaders(common),
    };
  };
  return {
    identity: representation('identity', bytes),
    compressed: compressed && { br: representation('br', compressed.br), gzip: representation('gzip', compressed.gzip) },
    validated,
  };
}

const brotlied = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A file made at start (robots.txt, the sitemap), compressed once as stored documents are: Brotli
 * 6 and gzip 9 (documentStore.server.ts), since every start waits for it: Brotli 11 took ~90 ms
 * on the 50 KB sitemap, to save 66 of its 794 bytes.
 */
export async function generatedFile(body: string, headers: HeaderList): Promise<MemoryFile> {
  const bytes = Buffer.from(body);
  const compressed =
    bytes.length < 512
      ? undefined
      : {
          br: await brotlied(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gzip: await gzipped(bytes, { level: 9 }),
        };
  return memoryFile(bytes, { headers, compressed, validated: true });
}

/**
 * What a script, stylesheet, image or manifest needs, and no more: the document's CSP, HSTS and
 * Permissions-Policy do nothing on a subresource and cost a phone ~1 KB per request. nosniff
 * keeps a file from being read as another type; CORP keeps other sites from loading it. An SVG
 * opened on its own is a document: it may run nothing. Hashed assets change name with their
 * content: kept a year; other files (favicon, images, manifest) an hour.
 */
function builtFileHeaders(path: string): HeaderList {
  return [
    'Content-Type',
    CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control',
    path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    'X-Content-Type-Options',
    'nosniff',
    'Cross-Origin-Resource-Policy',
    'same-origin',
    ...(path.endsWith('.svg') ? ['Content-Security-Policy', "default-src 'none'"] : []),
  ];
}

/**
 * The client build and public files, by URL path, read once at start (about 7.5 MB with their
 * `.br`/`.gz` siblings, which answer for the file they sit beside; 4.6 MB of it the social cards,
 * decision 022). Dot folders (`.vite`, the manifest) are not served.
 */
export async function loadBuiltFiles(clientDir: string): Promise<Map<string, MemoryFile>> {
  const names = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(clientDir.length).split('\\').join('/'))
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')));
  const present = new Set(names);
  const isSibling = (path: string) => /\.(br|gz)$/.test(path) && present.has(path.slice(0, -3));
  const read = (path: string) => readFile(join(clientDir, path));
  const files = new Map<string, MemoryFile>();
  await Promise.all(
    names
      .filter((path) => !isSibling(path))
      .map(async (path) => {
        const compressed = present.has(`${path}.br`) && present.has(`${path}.gz`);
        const [bytes, br, gz] = await Promise.all([read(path), compressed && read(`${path}.br`), compressed && read(`${path}.gz`)]);
        files.set(
          path,
          memoryFile(bytes, {
            headers: builtFileHeaders(path),
            compressed: br && gz ? { br, gzip: gz } : undefined,
            validated: !path.startsWith('/assets/'),
          }),
        );
      }),
  );
  return files;
}

/** Whether `etag` is among an If-Match or If-None-Match list; `*` names any current file. */
function listed(header: string, etag: string | undefined, comparison: 'strong' | 'weak'): boolean {
  if (header.trim() === '*') return true;
  if (etag === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    if (comparison === 'strong') return trimmed === etag;
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** The one byte range asked for, `'unsatisfiable'`, or undefined to send the whole file (no, several or malformed ranges). */
function byteRange(header: string, length: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return undefined;
  return start >= length ? 'unsatisfiable' : { start, end: Math.min(last, length - 1) };
}

/** A refusal with the site's security headers and a plain page, like every other error. */
function refuse(res: ServerResponse, security: HeaderList, status: number, title: string, message: string, extra: HeaderList = []) {
  setHeaders(res, [...security, ...extra]);
  sendPlainPage(res, status, title, message);
}

/**
 * Answers a request for a file, in the order of RFC 9110 (13.2.2): the method, If-Match (412),
 * If-None-Match (304), then Range (206, or 416 for a range past the end). Errors carry the
 * site's headers and a plain page, never the file's validators.
 */
function answerFile(req: IncomingMessage, res: ServerResponse, file: MemoryFile, security: HeaderList): void {
  const { method } = req;
  if (method !== 'GET' && method !== 'HEAD') {
    const allow = ['Allow', 'GET, HEAD'];
    if (method === 'OPTIONS') return void res.writeHead(204, [...security, ...allow]).end();
    return refuse(res, security, 405, 'Method not allowed', 'This address can only be read (GET or HEAD).', allow);
  }
  const coding = file.compressed ? codingFor(req.headers['accept-encoding']) : 'identity';
  const representation = coding === 'identity' ? file.identity : file.compressed![coding];
  const { bytes, etag } = representation;
  const { 'if-match': ifMatch, 'if-none-match': ifNoneMatch, 'if-range': ifRange, range } = req.headers;
  if (ifMatch !== undefined && !listed(ifMatch, etag, 'strong'))
    return refuse(res, security, 412, 'Precondition failed', 'The file has changed since the copy this request names.');
  if (ifNoneMatch !== undefined && listed(ifNoneMatch, etag, 'weak')) return void res.writeHead(304, representation.notModified).end();
  const part =
    range !== undefined && file.validated && method === 'GET' && (ifRange === undefined || ifRange === etag)
      ? byteRange(range, bytes.length)
      : undefined;
  if (part === 'unsatisfiable')
    return refuse(res, security, 416, 'Range not satisfiable', 'The part of the file asked for is past its end.', [
      'Content-Range',
      `bytes */${bytes.length}`,
    ]);
  if (part) {
    const headers = [...representation.partial, 'Content-Range', `bytes ${part.start}-${part.end}/${bytes.length}`];
    return void res
      .writeHead(206, [...headers, 'Content-Length', String(part.end - part.start + 1)])
      .end(bytes.subarray(part.start, part.end + 1));
  }
  res.writeHead(200, representation.headers).end(method === 'HEAD' ? undefined : bytes);
}

/**
 * Answers a request for one of `files` (by URL path) from memory, and says whether it did; a
 * target that names none of them, or is not a well-formed address on this site, is left to the
 * caller.
 */
export function fileServer(files: ReadonlyMap<string, MemoryFile>, security: HeaderList) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const target = originForm(req.url ?? '');
    if (target === undefined || !isWellFormedTarget(target)) return false;
    const path = target.split('?', 1)[0]!;
    const file = files.get(path.includes('%') ? decodeURIComponent(path) : path);
    if (file) answerFile(req, res, file, security);
    return file !== undefined;
  };
}
