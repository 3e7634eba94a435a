import express from 'express';
import type { SiteApp } from '../../src/server/app.server';
import request from 'supertest';
import { hoistEmotionStyles } from '../../src/server/hoistStyles.server';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { loadConfig } from '../../src/server/config.server';
import { securityHeaders } from '../../src/server/security.server';
import { testApp } from '../support/server';

/** The directives of a CSP header, each with its sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function nonceOf(header: string | undefined): string {
  const nonce = /'nonce-([^']+)'/.exec(header ?? '')?.[1];
  expect(nonce, 'nonce in the CSP header').toBeTruthy();
  return nonce!;
}

/** Every tag a nonce must cover: scripts, styles and modulepreload links. */
function noncedTags(html: string): string[] {
  return html.match(/<script\b[^>]*>|<style\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
}

function expectEveryTagCarries(html: string, nonce: string) {
  const tags = noncedTags(html);
  expect(tags.filter((tag) => tag.startsWith('<script')).length).toBeGreaterThan(0);
  expect(tags.filter((tag) => tag.startsWith('<style')).length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
}

const EXPECTED_PRODUCTION_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

let app: SiteApp;
beforeAll(async () => {
  app = await testApp();
});

describe('Content-Security-Policy in production', () => {
  it('has exactly the issue-5 shape, with scripts and styles allowed by nonce only', async () => {
    const res = await request(app).get('/');
    const header = res.headers['content-security-policy'] as string;
    const csp = parseCsp(header);
    const nonce = nonceOf(header);
    for (const [directive, sources] of Object.entries(EXPECTED_PRODUCTION_CSP)) {
      expect(csp.get(directive), directive).toEqual(sources);
    }
    expect([...csp.get('script-src')!].sort()).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"].sort());
    expect(csp.get('style-src')).toEqual([`'nonce-${nonce}'`]);
    expect(header).not.toContain("'unsafe-inline'");
    expect(header).not.toContain("'unsafe-eval'");
    expect(header).not.toMatch(/\*|https?:|ws:/);
  });

  it('uses a fresh nonce of at least 128 bits on every response', async () => {
    const nonces = await Promise.all(
      Array.from({ length: 5 }, async () => nonceOf((await request(app).get('/')).headers['content-security-policy'] as string)),
    );
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64').length).toBeGreaterThanOrEqual(16);
  });

  it.each(routes.map((route) => route.path))(
    '%s: every script, style and modulepreload carries the header nonce, first render and reused render alike',
    async (path) => {
      const fresh = await testApp();
      const first = await request(fresh).get(path);
      const firstNonce = nonceOf(first.headers['content-security-policy'] as string);
      expectEveryTagCarries(first.text, firstNonce);

      const second = await request(fresh).get(path);
      const secondNonce = nonceOf(second.headers['content-security-policy'] as string);
      expect(secondNonce).not.toBe(firstNonce);
      expectEveryTagCarries(second.text, secondNonce);
      expect(second.text).not.toContain(firstNonce);
      // The reused render is the same document, its styles gathered in <head>, apart from its nonce.
      expect(second.text.split(secondNonce).join('')).toBe(hoistEmotionStyles(first.text).split(firstNonce).join(''));
    },
  );

  it('covers not-found pages and query-string renders too', async () => {
    for (const path of ['/nope', '/support?q=points']) {
      const res = await request(app).get(path);
      expectEveryTagCarries(res.text, nonceOf(res.headers['content-security-policy'] as string));
    }
  });

  it('relaxes styles and connections for Vite only in development', async () => {
    const headersFor = async (development: boolean) => {
      const bare = express();
      bare.use(securityHeaders({ development }));
      bare.get('/', (_req, res) => {
        res.end();
      });
      return parseCsp((await request(bare).get('/')).headers['content-security-policy'] as string);
    };
    const development = await headersFor(true);
    expect(development.get('style-src')).toContain("'unsafe-inline'");
    expect(development.get('connect-src')).toContain('ws:');
    expect(development.get('script-src')).not.toContain("'unsafe-inline'");
    expect(development.get('script-src')).not.toContain("'unsafe-eval'");
    const production = await headersFor(false);
    expect(production.get('style-src')).not.toContain("'unsafe-inline'");
    expect(production.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('other security headers', () => {
  it.each([
    ['a document', 'get', '/'],
    ['a reused document', 'get', '/'],
    ['a not-found document', 'get', '/nope'],
    ['a hashed asset miss', 'get', '/assets/missing-abc.js'],
    ['a public file', 'get', '/favicon.svg'],
    ['a malformed address', 'get', '/%E0%A4%A'],
    ['a wrong method', 'post', '/'],
  ] as const)('are on %s', async (_what, method, path) => {
    const res = await request(app)[method](path);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    const permissions = res.headers['permissions-policy'] as string;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('absolute URLs and proxies', () => {
  const SITE_URL = 'https://scan.example';
  const hostile = {
    Host: 'evil.example',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'http',
  };

  it('builds canonical and Open Graph URLs from SITE_URL, never from the Host header', async () => {
    const configured = await testApp({ env: { SITE_URL } });
    for (const path of ['/business', '/support']) {
      const res = await request(configured).get(path).set(hostile);
      const canonicalPath = path === '/support' ? '/community' : path;
      expect(res.text).toContain(`<link rel="canonical" href="${SITE_URL}${canonicalPath}"/>`);
      expect(res.text).toContain(`<meta property="og:url" content="${SITE_URL}${canonicalPath}"/>`);
      expect(res.text).toContain(`<meta property="og:image" content="${SITE_URL}/og-image.png"/>`);
      expect(res.text).not.toContain('evil.example');
    }
    const sitemap = await request(configured).get('/sitemap.xml').set(hostile);
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(sitemap.text).not.toContain('evil.example');
  });

  it('keeps trust proxy off unless TRUST_PROXY is set', async () => {
    expect(app.express.get('trust proxy')).toBe(false);
    expect((await testApp({ env: { TRUST_PROXY: '1' } })).express.get('trust proxy')).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
