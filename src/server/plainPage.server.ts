import type { Response } from 'express';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small self-contained HTML answer for requests that never reach React: bad encodings,
 * missing assets, wrong methods, renders refused. No scripts, no styles, nothing from the
 * request echoed.
 */
export function plainPageHtml(title: string, message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
}

export function sendPlainPage(res: Response, status: number, title: string, message: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(plainPageHtml(title, message));
}
