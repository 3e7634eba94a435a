import type { RequestHandler } from 'express';
import { sendPlainPage } from './plainPage.server';

/**
 * Brings every request target to origin form (`/path?query`) before anything reads it.
 * HTTP/1.1 servers must accept the absolute form (`GET http://host/path`); only its path and
 * query matter here, so the host it names is dropped, never used. `OPTIONS *` passes as is.
 */
export const originFormOnly: RequestHandler = (req, res, next) => {
  if (req.url.startsWith('/') || (req.url === '*' && req.method === 'OPTIONS')) {
    next();
    return;
  }
  let target: URL | undefined;
  try {
    target = new URL(req.url);
  } catch {
    target = undefined;
  }
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) {
    sendPlainPage(res, 400, 'Bad request', 'The request target is not an address on this site.');
    return;
  }
  req.url = `${target.pathname}${target.search}`;
  req.originalUrl = req.url;
  next();
};

/** Whether a target's path and query decode: every percent sign starts a valid UTF-8 escape. */
export function isWellFormedTarget(target: string): boolean {
  // Most addresses hold no escape at all: nothing to check, nothing to allocate.
  if (!target.includes('%')) return true;
  const queryStart = target.indexOf('?');
  try {
    decodeURIComponent(queryStart === -1 ? target : target.slice(0, queryStart));
    if (queryStart !== -1) decodeURIComponent(target.slice(queryStart + 1).replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** Rejects request targets whose percent-encoding is malformed, before anything decodes them. */
export const rejectMalformedUrl: RequestHandler = (req, res, next) => {
  if (isWellFormedTarget(req.url)) {
    next();
    return;
  }
  sendPlainPage(res, 400, 'Bad request', 'The address contains an invalid character encoding.');
};
