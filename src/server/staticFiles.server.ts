import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { FILE_LIKE, isWellFormedTarget } from './requestTarget.server';

/**
 * What a script, stylesheet, image or manifest needs, and no more: the document's CSP, HSTS
 * and Permissions-Policy do nothing on a subresource and cost a phone ~1 KB per request.
 * nosniff keeps a file from being read as another type; CORP keeps other sites from loading
 * it. An SVG opened on its own is a document: it may run nothing.
 */
function fileHeaders(cacheControl: string) {
  return (res: ServerResponse, path: string) => {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (path.endsWith('.svg')) res.setHeader('Content-Security-Policy', "default-src 'none'");
  };
}

/**
 * The client build and public files, served with their .br/.gz siblings when the client
 * accepts them. Hashed assets change name with their content: cached for a year, with no
 * validators to revalidate; other files (favicon, images, manifest) for an hour.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const files = Router();
  files.use(
    '/assets',
    expressStaticGzip(join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        dotfiles: 'ignore',
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: fileHeaders('public, max-age=31536000, immutable'),
      },
    }),
  );
  files.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, redirect: false, dotfiles: 'ignore', setHeaders: fileHeaders('public, max-age=3600') },
    }),
  );
  // Document paths name no file: no file-system lookup for them. Malformed escapes are left
  // to the request-target guard further on, which answers them with a plain 400.
  return (req, res, next) => (FILE_LIKE.test(req.path) && isWellFormedTarget(req.url) ? files(req, res, next) : next());
}
