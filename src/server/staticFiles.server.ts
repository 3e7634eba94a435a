import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { FILE_LIKE, isWellFormedTarget } from './requestTarget.server';

/**
 * What a script, stylesheet, image or manifest needs, and no more: the document's CSP, HSTS and
 * Permissions-Policy do nothing on a subresource and cost a phone ~1 KB per request. nosniff
 * keeps a file from being read as another type; CORP keeps other sites from loading it. An SVG
 * opened on its own is a document: it may run nothing.
 */
const fileHeaders = (cacheControl: string) => (res: ServerResponse, path: string) => {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  if (path.endsWith('.svg')) res.setHeader('Content-Security-Policy', "default-src 'none'");
};

/**
 * The client build and public files, with their .br/.gz siblings when the client accepts them.
 * Hashed assets change name with their content: kept a year, with no validators; other files
 * (favicon, images, manifest) an hour.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const options = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };
  const files = Router();
  const immutable = {
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders: fileHeaders('public, max-age=31536000, immutable'),
  };
  files.use(
    '/assets',
    expressStaticGzip(join(clientDir, 'assets'), {
      ...options,
      serveStatic: { index: false, redirect: false, dotfiles: 'ignore', ...immutable },
    }),
  );
  files.use(
    expressStaticGzip(clientDir, {
      ...options,
      serveStatic: { index: false, redirect: false, dotfiles: 'ignore', setHeaders: fileHeaders('public, max-age=3600') },
    }),
  );
  // Paths that name no file are not looked up; malformed escapes are left to the 400 further on.
  return (req, res, next) => (FILE_LIKE.test(req.path) && isWellFormedTarget(req.url) ? files(req, res, next) : next());
}
