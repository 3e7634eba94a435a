import type { RequestListener } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { deferredPageBundles, hydrationModuleIds, pageBundles } from '../../src/pageRegistry';
import { routes } from '../../src/routes';
import { ENTRY, clientDir, closure, manifest } from '../support/clientBuild';
import { startTestServer, testApp, type RunningServer } from '../support/server';
import { wordsOf } from '../support/words';

/** The body exactly as sent (supertest would decode it), with the response headers. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

interface Boot {
  modules: string[];
  preloads: string[];
  words: Record<string, string>;
  shell: unknown;
}

/** The document's boot data: the files that hydrate it, where its words are, and the shell's words. */
function bootData(html: string): Boot {
  const data = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html);
  expect(data, 'the document carries its boot data').not.toBeNull();
  return JSON.parse(data![1]!) as Boot;
}

/** Every language's shell, as the server holds it. */

describe('hydration code', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp();
  });

  // Nothing in the markup fetches script before the page paints; the boot script's loader then
  // requests the entry and every other chunk of the route's closure at once (tests/e2e/hydration-loading):
  // the page's code and its words, in the page's language only. The shell's words come in the boot data.
  const cases = locales.flatMap((locale) => routes.map((route) => [localizedPath(locale, route.path), route.page, locale.code] as const));
  it.each(cases)('%s: the boot data lists exactly its chunks and words', async (path, page, locale) => {
    const entryFile = `/${manifest[ENTRY]!.file}`;
    const moduleIds = hydrationModuleIds(page, locale);
    expect(moduleIds).toEqual([`src/pages/${page}.tsx`, ...pageBundles[page].map((name) => `src/content/${locale}/${name}.ts`)]);
    for (const id of moduleIds) expect(manifest[id], `${id} is a chunk of the build`).toBeDefined();
    const closureOfPage = moduleIds.reduce((files, id) => closure(id, files), closure(ENTRY));
    const expected = [...closureOfPage].filter((file) => file !== entryFile).sort();
    // The page's words, and those of its deferred sections (named, not preloaded).
    const words = Object.fromEntries(
      [...pageBundles[page], ...(deferredPageBundles[page] ?? [])].map((name) => [`${locale}/${name}`, `/${manifest[`src/content/${locale}/${name}.ts`]!.file}`]),
    );
    // Words of the page's language only: no other language's chunk comes along.
    const otherLanguages = new Set(
      Object.entries(manifest)
        .filter(([key]) => /^src\/content\/[^/]+\/[^/]+\.ts$/.test(key) && !key.startsWith(`src/content/${locale}/`))
        .map(([, chunk]) => `/${chunk.file}`),
    );
    for (const file of expected) expect(otherLanguages.has(file), file).toBe(false);
    // The stored document, and a query the route does not read.
    for (const { text } of [await request(app).get(path).expect(200), await request(app).get(`${path}?ref=test`).expect(200)]) {
      const boot = bootData(text);
      expect(boot.modules).toEqual([entryFile]);
      expect([...boot.preloads].sort()).toEqual(expected);
      expect(boot.words).toEqual(words);
      for (const name of pageBundles[page]) expect(boot.preloads).toContain(boot.words[`${locale}/${name}`]);
      for (const name of deferredPageBundles[page] ?? []) expect(boot.preloads).not.toContain(boot.words[`${locale}/${name}`]);
      expect(boot.shell).toEqual(wordsOf(locale, 'shell'));
      expect(text).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(text).not.toContain('rel="modulepreload"');
    }
    for (const file of [entryFile, ...expected]) {
      const response = await request(app).get(file).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    }
  });
});

describe('pre-compressed assets', () => {
  let app: RequestListener;
  let server: RunningServer;
  beforeAll(async () => {
    app = await testApp();
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const compressed = readdirSync(join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.js') && existsSync(join(clientDir, 'assets', `${file}.br`)))
    .map((file) => `/assets/${file}`);

  it('has .br and .gz siblings for the built scripts', () => {
    expect(compressed.length).toBeGreaterThan(0);
    for (const file of compressed) expect(existsSync(join(clientDir, `${file}.gz`)), file).toBe(true);
  });

  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])('answers Accept-Encoding: %s with the %s file', async (encoding, suffix) => {
    for (const file of compressed) {
      const response = await rawGet(`${server.url}${file}`, encoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.body.equals(readFileSync(join(clientDir, `${file}${suffix}`)))).toBe(true);
    }
  });

  it('prefers Brotli when both are accepted', async () => {
    const response = await request(app).get(compressed[0]!).set('Accept-Encoding', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const file = compressed[0]!;
    const response = await rawGet(`${server.url}${file}`, 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(readFileSync(join(clientDir, file)))).toBe(true);
  });

  it.each(['br', 'gzip'])('compresses documents with %s when asked, stored and freshly rendered alike', async (encoding) => {
    for (const path of ['/', `/community?q=compressed-${encoding}`]) {
      const response = await request(app).get(path).set('Accept-Encoding', encoding).expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.text).toContain('<!DOCTYPE html>');
    }
  });
});
