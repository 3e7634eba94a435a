import type { ServerResponse } from 'node:http';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small self-contained HTML answer for requests that never reach React: bad encodings, missing
 * files, wrong methods, renders refused, redirects. No scripts, no styles; nothing from the
 * request echoed but a redirect's own address, escaped.
 */
export function plainPageHtml(title: string, message: string, link = { href: '/', text: 'Go to the home page' }): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p></main></body></html>`;
}

/** Sends a plain page that no cache keeps; the caller has set the security headers. */
export function sendPlainPage(res: ServerResponse, status: number, title: string, message: string): void {
  const body = plainPageHtml(title, message);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
