import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteStylesheets } from '../../src/entry-server';
import { STYLESHEETS_FILE } from '../../src/styles/emotionCache';
import { clientDir } from './clientBuild';

/** The build's stylesheets as the server reads them: the shared file's address and each page's own rules. */
export const builtStylesheets = JSON.parse(readFileSync(resolve(clientDir, '..', 'server', STYLESHEETS_FILE), 'utf8')) as SiteStylesheets;

/** The text of the stylesheet every page links, as the build wrote it. */
export const sharedStylesheet = readFileSync(resolve(clientDir, `.${builtStylesheets.sharedHref}`), 'utf8');

/** A document's stylesheets: the shared one it links (its text, from the build) and its own <style>. */
export function stylesheetsOf(html: string): { sharedHref: string; shared: string; own: string } {
  const head = html.slice(0, html.indexOf('</head>'));
  const sharedHref = /<link rel="stylesheet" id="site-shared-styles" href="([^"]+)"/.exec(head)?.[1] ?? '';
  const own = /<style id="site-styles">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
  return { sharedHref, shared: readFileSync(resolve(clientDir, `.${sharedHref}`), 'utf8'), own };
}
