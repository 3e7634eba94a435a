import type { RequestListener } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageModuleId } from '../../src/pageRegistry';
import { routes } from '../../src/routes';
import { ENTRY, clientDir, closure, manifest } from '../support/clientBuild';
import { startTestServer, testApp, type RunningServer } from '../support/server';

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

/** The files the document's boot data names for hydration: [entry modules, other chunks]. */
function hydrationFiles(html: string): [string[], string[]] {
  const data = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html);
  expect(data, 'the document carries its boot data').not.toBeNull();
  const { modules, preloads } = JSON.parse(data![1]!) as { modules: string[]; preloads: string[] };
  return [modules, preloads];
}

describe('hydration code', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await testApp();
  });

  // Nothing in the markup fetches script before the page paints; the boot script's loader then
  // requests the entry and every other chunk of the route's closure at once (tests/e2e/hydration-loading).
  it.each(routes.map((route) => [route.path, route.page] as const))('%s: the boot data lists exactly its chunks', async (path, page) => {
    const entryFile = `/${manifest[ENTRY]!.file}`;
    const expected = [...closure(pageModuleId(page), closure(ENTRY))].filter((file) => file !== entryFile).sort();
    // The stored document, and a query the route does not read.
    for (const { text } of [await request(app).get(path).expect(200), await request(app).get(`${path}?ref=test`).expect(200)]) {
      const [modules, preloads] = hydrationFiles(text);
      expect(modules).toEqual([entryFile]);
      expect([...preloads].sort()).toEqual(expected);
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
