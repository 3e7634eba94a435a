import type { RequestListener } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { pageModule, wordsModule, wordsModuleAt } from '../../src/app/modules';
import { routes } from '../../src/routes';
import { ENTRY, clientDir, manifest } from '../support/clientBuild';
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

const fileOf = (id: string) => `/${manifest[id]!.file}`;
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));

describe('hydration code', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp();
  });

  // Nothing in the markup fetches script before the page paints; the boot script's loader then
  // requests the entry and every other file of the route at once (tests/e2e/hydration-loading):
  // the page's code and its words, in the page's language only. The shell's words come in the boot data.
  const cases = locales.flatMap((locale) => routes.map((route) => [localizedPath(locale, route.path), route, locale.code] as const));
  it.each(cases)('%s: the boot data names its code and words, and nothing of another language', async (path, route, locale) => {
    const entryFile = fileOf(ENTRY);
    const ownWords = route.words.map((name) => fileOf(wordsModule(locale, name)));
    // Every words module of the document's language, by key; none of another language.
    const languageWords = Object.fromEntries(
      Object.keys(manifest)
        .map((id) => [id, wordsModuleAt(id)] as const)
        .filter(([, at]) => at?.locale === locale)
        .map(([id, at]) => [`${locale}/${at!.name}`, fileOf(id)]),
    );
    const otherLanguages = new Set(
      Object.keys(manifest)
        .filter((id) => wordsModuleAt(id) && wordsModuleAt(id)!.locale !== locale)
        .map(fileOf),
    );
    // The stored document, and a query the route does not read.
    for (const { text } of [await request(app).get(path).expect(200), await request(app).get(`${path}?ref=test`).expect(200)]) {
      const boot = bootData(text);
      expect(boot.modules).toEqual([entryFile]);
      expect(boot.preloads).toContain(fileOf(pageModule(route.page)));
      for (const file of ownWords) expect(boot.preloads).toContain(file);
      // No waterfall: whatever a preloaded file imports is preloaded too, or is the entry.
      for (const file of boot.preloads) {
        for (const imported of chunkByFile.get(file)?.imports ?? [])
          expect([entryFile, ...boot.preloads], `${file} imports ${imported}`).toContain(fileOf(imported));
      }
      for (const file of boot.preloads) expect(otherLanguages.has(file), file).toBe(false);
      expect(boot.words).toEqual(languageWords);
      // Home's sections below the fold bring their words later: named, not preloaded.
      if (route.page === 'Home') expect(boot.preloads).not.toContain(boot.words[`${locale}/homeSections`]);
      expect(boot.shell).toEqual(wordsOf(locale, 'shell'));
      expect(text).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(text).not.toContain('rel="modulepreload"');
    }
    for (const file of [entryFile, ...ownWords, fileOf(pageModule(route.page))]) {
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
