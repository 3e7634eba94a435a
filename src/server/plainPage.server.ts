const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small self-contained HTML answer for requests that never reach React: bad addresses, missing
 * files, wrong methods, renders refused, redirects. No scripts, no styles; nothing from the
 * request echoed but a redirect's own address, escaped.
 */
export function plainPageHtml(title: string, message: string, link = { href: '/', text: 'Go to the home page' }): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p></main></body></html>`;
}

/** A request answered with a plain page that no cache keeps: handed to `next`, the app's error handler writes it. */
export class PlainPage extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
