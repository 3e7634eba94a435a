import request from 'supertest';
import type { RequestListener } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY, manifest } from '../support/clientBuild';
import { rawGet, rawRequest, type RawResponse } from '../support/rawHttp';
import { startTestServer, testApp, type RunningServer } from '../support/server';

let app: RequestListener;
let server: RunningServer;
beforeAll(async () => {
  app = await testApp();
  server = await startTestServer();
});
afterAll(() => server.close());

/** Fragments of files outside the public folders, and of what leaks in error answers. */
const PACKAGE_JSON = /"name":\s*"scan-website"|"dependencies"/;
const SERVER_SOURCE = /renderToPipeableStream|createDocumentHandler|process\.env/;
/** What an error answer must never contain: stack frames, install paths, dependency names. */
const LEAKS =
  /\bat \S+ \(|node_modules|\/work\/|\/app\/dist|\/home\/|\.tsx?:\d+|\.js:\d+|\bexpress\b|serve-static|\bhelmet\b|\bpino\b|react-dom|Error:/i;
/** Markup a reflected payload would create if it were not escaped. */
const UNESCAPED_PAYLOAD = /<script>alert|<img src=x|<svg onload/i;

function expectPlainPage(body: string) {
  expect(body).toMatch(/^<!DOCTYPE html>/);
  expect(body).not.toContain('<script');
  expect(body).not.toMatch(LEAKS);
}

async function expectServerStillAnswers() {
  const res = await rawGet(server.url, '/');
  expect(res.status).toBe(200);
  expect(res.body).toContain('</html>');
}

describe('malformed percent-encoding', () => {
  it.each(['/%E0%A4%A', '/%', '/?q=%ZZ', '/support?q=%E0%A4%A', '/assets/%ZZ.js', '/%C0%AF'])(
    '%s answers a plain 400 page',
    async (target) => {
      const res = await rawGet(server.url, target);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expectPlainPage(res.body);
      expect(res.body).toContain('Bad request');
    },
  );

  it('does the same through supertest', async () => {
    const res = await request(app).get('/?q=%ZZ');
    expect(res.status).toBe(400);
  });
});

describe('path traversal', () => {
  const attempts = [
    '/../package.json',
    '/../../package.json',
    '/assets/../../package.json',
    '/assets/../../../package.json',
    '/%2e%2e/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/%2e%2e%2fserver%2fserver.js',
    '/assets/%2e%2e/%2e%2e/server/server.js',
    '/..%5c..%5cpackage.json',
    '/assets/..%5c..%5c..%5cpackage.json',
    '/..\\..\\package.json',
    '/assets/..\\..\\server\\server.js',
    '/package.json%00.js',
    '/%00',
    '/assets/%00../../package.json',
    '/.vite/manifest.json',
    '/assets/..%2f.vite%2fmanifest.json',
    '/assets/%2e%2e/.vite/manifest.json',
    '/%2e%2e/server/entry-server.js',
    '//etc/passwd',
    '/assets//../../package.json',
  ];

  it.each(attempts)('%s answers 404 and never a file outside the public folders', async (target) => {
    const res = await rawGet(server.url, target);
    expect(res.status).toBe(404);
    expect(res.body).not.toMatch(PACKAGE_JSON);
    expect(res.body).not.toMatch(SERVER_SOURCE);
    expect(res.body).not.toContain('root:x:0:0');
    expect(res.body).not.toContain('"isEntry"');
    expect(res.body).not.toMatch(/node_modules|\/work\//);
  });
});

describe('oversized requests', () => {
  // Node's default maxHeaderSize (16 KB) bounds the request line and headers together.
  it('answers an 8 KB URL with an ordinary 404 page', async () => {
    const res = await rawGet(server.url, `/${'a'.repeat(8 * 1024)}`);
    expect(res.status).toBe(404);
    await expectServerStillAnswers();
  });

  it('answers an 8 KB query on a route without trouble', async () => {
    const res = await rawGet(server.url, `/support?q=${'a'.repeat(8 * 1024)}`);
    expect(res.status).toBe(200);
  });

  it('moves a long target once, in Location alone, with its length', async () => {
    const query = `?q=${'a'.repeat(7 * 1024)}`;
    const request = `GET /business/${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
    const res = await rawRequest(server.url, request);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/business${query}`);
    // The query is in the answer once: never copied into the page, which links to the address alone.
    expect(res.raw.split(query).length - 1).toBe(1);
    expect(res.body).toContain('href="/business"');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    // The rest is the headers (the CSP lists each page's own stylesheet's hash) and a short page.
    expect(res.raw.length).toBeLessThan(request.length + 3 * 1024);
  });

  it('refuses to move a target too long to send back with a plain 414', async () => {
    const res = await rawGet(server.url, `/es/business/?q=${'a'.repeat(9 * 1024)}`);
    expect(res.status).toBe(414);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expectPlainPage(res.body);
    expect(res.raw.length).toBeLessThan(3 * 1024);
  });

  it('gives a moved HEAD the length of the page it leaves out', async () => {
    const get = await rawGet(server.url, '/business/?utm_source=x');
    const head = await rawRequest(server.url, 'HEAD /business/?utm_source=x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(head.status).toBe(301);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('refuses a 100 KB URL with 431 and keeps serving', async () => {
    const res = await rawGet(server.url, `/${'a'.repeat(100 * 1024)}`);
    expect([414, 431]).toContain(res.status);
    await expectServerStillAnswers();
  });

  it('refuses 100 KB of headers with 431 and keeps serving', async () => {
    const headers = Array.from({ length: 100 }, (_, i) => `X-Filler-${i}: ${'b'.repeat(1000)}\r\n`).join('');
    const res = await rawGet(server.url, '/', headers);
    expect(res.status).toBe(431);
    await expectServerStillAnswers();
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s on a document answers 405 with Allow: GET, HEAD', async (method) => {
    for (const path of ['/', '/business', '/nope']) {
      const res = await request(app)[method.toLowerCase() as 'post'](path).send('a=1');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expectPlainPage(res.text);
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s on an existing file answers 405 with Allow: GET, HEAD', async (method) => {
    for (const path of ['/favicon.svg', '/og-image.png', '/robots.txt', `/${manifest[ENTRY]!.file}`]) {
      const res = await request(app)[method.toLowerCase() as 'post'](path).send('a=1');
      expect(res.status, path).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expectPlainPage(res.text);
    }
  });

  it('answers OPTIONS on a file with the methods it allows', async () => {
    const res = await request(app).options('/favicon.svg');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers TRACE with 405 too, echoing nothing', async () => {
    const res = await rawRequest(server.url, 'TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Secret: s3cret\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(405);
    expect(res.body).not.toContain('s3cret');
  });

  it('answers OPTIONS without an error, saying which methods are allowed', async () => {
    const res = await request(app).options('/business');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD');
    const star = await rawRequest(server.url, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(star.status).toBe(204);
  });

  it('answers HEAD with headers only, stored documents and fresh renders alike', async () => {
    const fresh = await startTestServer();
    try {
      for (const target of ['/privacy', '/privacy?x=1', '/nope', '/community?q=head', '/community?q=head']) {
        const res = await rawRequest(fresh.url, `HEAD ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        expect(res.status, target).toBe(target === '/nope' ? 404 : 200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body, target).toBe('');
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('script payloads in the query string', () => {
  it.each([
    '/?q=<script>alert(1)</script>',
    '/support?q="><img src=x onerror=alert(1)>',
    '/community?q=</script><script>alert(1)</script>',
    "/nope?x='><svg onload=alert(1)>",
  ])('%s is never reflected unescaped', async (target) => {
    const encoded = encodeURI(target);
    const res = await rawGet(server.url, encoded);
    expect([200, 404]).toContain(res.status);
    expect(res.body).not.toMatch(UNESCAPED_PAYLOAD);
    const viaSupertest = await request(app).get(target);
    expect(viaSupertest.text).not.toMatch(UNESCAPED_PAYLOAD);
  });
});

describe('unusual request targets', () => {
  it('answers an absolute-form target with the path it names and no trace of its host', async () => {
    const res = await rawRequest(
      server.url,
      'GET http://evil.example/business HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(200);
    expect(res.body).toContain('Scale Your Business with Community Data');
    expect(res.body).not.toContain('evil.example');
  });

  it('never lets an absolute-form target change what a route answers later', async () => {
    const fresh = await startTestServer();
    try {
      const absolute = await rawRequest(fresh.url, 'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
      expect(absolute.status).toBe(200);
      const home = await rawGet(fresh.url, '/');
      expect(home.body).toContain('<title>Train AI. Earn Rewards. | SCAN</title>');
      // Not the not-found page (whose words every document's boot data carries, with the rest of the shell's).
      expect(home.body).not.toContain('<title>Page Not Found | SCAN</title>');
      expect(home.body).not.toContain('<meta name="robots" content="noindex"/>');
    } finally {
      await fresh.close();
    }
  });

  it('refuses an absolute-form target of another scheme with 400', async () => {
    const res = await rawRequest(server.url, 'GET file:///etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('root:x:0:0');
  });

  it('answers HTTP/1.0 without a Host header', async () => {
    const res = await rawRequest(server.url, 'GET /how-it-works HTTP/1.0\r\n\r\n');
    expect(res.status).toBe(200);
    expect(res.statusLine).toMatch(/^HTTP\/1\.1 200/);
    expect(res.body).toContain('</html>');
  });

  it('refuses HTTP/1.1 without a Host header with 400, as HTTP/1.1 requires', async () => {
    const res = await rawRequest(server.url, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    await expectServerStillAnswers();
  });

  it.each([
    ['two Host headers', 'Host: 127.0.0.1\r\nHost: evil.example\r\n'],
    ['a Host with a space', 'Host: a b\r\n'],
    ['a Host with a path', 'Host: example.com/x\r\n'],
  ])('refuses %s with 400, as HTTP/1.1 requires', async (_what, host) => {
    for (const target of ['/', '/business', '/favicon-32.png']) {
      const res = await rawRequest(server.url, `GET ${target} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`);
      expect(res.status, target).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('evil.example');
    }
    await expectServerStillAnswers();
  });

  it.each(['scan.example', 'scan.example:8443', '127.0.0.1:3000', '[::1]:3000', 'xn--bcher-kva.example'])(
    'accepts Host: %s',
    async (host) => {
      const res = await rawRequest(server.url, `GET /business HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(res.status).toBe(200);
    },
  );

  it('answers the generated files and the probes at their exact addresses only', async () => {
    for (const target of ['/ROBOTS.TXT', '/robots.txt/', '/Sitemap.xml', '/.well-known/Security.txt', '/readyz/', '/LIVEZ']) {
      expect((await rawGet(server.url, target)).status, target).toBe(404);
    }
    for (const target of ['/robots.txt', '/sitemap.xml', '/.well-known/security.txt', '/readyz', '/livez']) {
      expect((await rawGet(server.url, target)).status, target).toBe(200);
    }
  });

  it('closes on garbage without answering anything but a 400', async () => {
    const res = await rawRequest(server.url, 'NOT-HTTP\r\n\r\n');
    expect([0, 400]).toContain(res.status);
    await expectServerStillAnswers();
  });

  it('does not let differently spelled paths replace what a route answers', async () => {
    const fresh = await startTestServer();
    try {
      for (const target of ['/Business', '/business/', '/BUSINESS', '/nope', 'http://evil.example/business'])
        await rawGet(fresh.url, target);
      const business = await rawGet(fresh.url, '/business');
      expect(business.body).toMatch(/<a aria-current="page"[^>]*href="\/business"/);
      const notFound = await rawGet(fresh.url, '/other-missing');
      expect(notFound.status).toBe(404);
      expect(notFound.body).toContain('<title>Page Not Found | SCAN</title>');
    } finally {
      await fresh.close();
    }
  });
});

describe('error answers in production', () => {
  async function errorAnswers(): Promise<RawResponse[]> {
    const failing = await startTestServer({ faults: true });
    try {
      return [
        await rawGet(server.url, '/%'),
        await rawGet(server.url, '/assets/missing-abc.js'),
        await rawGet(server.url, '/../package.json'),
        await rawRequest(server.url, 'DELETE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
        await rawGet(failing.url, '/community?q=fault-shell-leak'),
      ];
    } finally {
      await failing.close();
    }
  }

  it('never show a stack trace, a file path or a dependency name (400, 404, 405, 500)', async () => {
    const answers = await errorAnswers();
    expect(answers.map((res) => res.status)).toEqual([400, 404, 404, 405, 500]);
    for (const res of answers) {
      expect(res.body).not.toMatch(LEAKS);
      expect(res.body).not.toContain('<pre');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
