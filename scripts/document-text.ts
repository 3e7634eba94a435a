// `npx tsx scripts/document-text.ts <out-dir> [dist-dir]`: the text a visitor reads on every
// route in every language, one file each (`<out-dir>/<locale>/<route>.txt`), from a built server
// (DIST_DIR, or the given build). Two runs, before and after a change to the words, compare with
// `diff -r`: a line per block of text, then the text of the attributes that speak (aria-label,
// alt, placeholder, title, value of a button) and the head's title and description.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { localizedPath, locales } from '../src/i18n/locales';
import { routes } from '../src/routes';
import { serveBuild } from './serve-build.mjs';

const [outArg, distArg] = process.argv.slice(2);
if (!outArg) throw new Error('usage: tsx scripts/document-text.ts <out-dir> [dist-dir]');
const outDir = resolve(outArg);

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&');

/** Block-level elements: a new line of text starts at each. */
const BLOCK =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|section|article|header|footer|nav|main|aside|figure|figcaption|dt|dd|dl|tr|td|th|table|form|fieldset|legend|label|button|option|select|summary|details|br|blockquote)\b[^>]*>/gi;

/** The document's visible text and speaking attributes, deterministic, one item a line. */
export function documentText(html: string): string {
  const head = html.slice(0, html.indexOf('<body'));
  const body = html.slice(html.indexOf('<body'));
  const title = decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '');
  const description = decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '');
  const stripped = body
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const attributes = [...stripped.matchAll(/\s(aria-label|alt|placeholder|title|aria-description)="([^"]*)"/g)].map(
    ([, name, value]) => `@${name}: ${decode(value!)}`,
  );
  const lines = stripped
    .replace(BLOCK, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((line) =>
      decode(line)
        .replace(/[ \t\r\f\v]+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  return [`# title: ${title}`, `# description: ${description}`, ...lines, ...attributes].join('\n') + '\n';
}

const { url, server } = await serveBuild(distArg ? resolve(distArg) : undefined);
try {
  let count = 0;
  for (const locale of locales) {
    mkdirSync(join(outDir, locale.code), { recursive: true });
    for (const route of routes) {
      const response = await fetch(`${url}${localizedPath(locale, route.path)}`);
      if (!response.ok) throw new Error(`${localizedPath(locale, route.path)} answered ${response.status}`);
      const name = route.path === '/' ? 'home' : route.path.slice(1);
      writeFileSync(join(outDir, locale.code, `${name}.txt`), documentText(await response.text()));
      count += 1;
    }
  }
  console.log(`${count} documents' text in ${outDir}`);
} finally {
  server.kill('SIGTERM');
}
