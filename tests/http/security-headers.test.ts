import express, { type Express } from 'express';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { loadConfig } from '../../src/server/config.server';
import { securityHeaders } from '../../src/server/security.server';
import { ENTRY, manifest } from '../support/clientBuild';
import { sharedSiteUrl, testApp } from '../support/server';

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

/** The sha256 CSP source of an inline element's text. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Every inline <script> and <style> of a document, with its text, data blocks apart: the boot
 * data (JSON) and the page's structured data (JSON-LD), which run nothing and need no hash.
 */
function inlineElements(html: string): { scripts: string[]; data: string[]; structuredData: string[]; styles: string[] } {
  const scripts: string[] = [];
  const data: string[] = [];
  const structuredData: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    expect(attributes, 'no script loads from the markup').not.toMatch(/\bsrc=/);
    if (/type="application\/json"/.test(attributes!)) data.push(text!);
    else if (/type="application\/ld\+json"/.test(attributes!)) structuredData.push(text!);
    else scripts.push(text!);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  return { scripts, data, structuredData, styles };
}

const EXPECTED_PRODUCTION_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'", 'mailto:'],
};

let app: Express | string;
beforeAll(async () => {
  app = sharedSiteUrl();
});

describe('Content-Security-Policy in production', () => {
  it('allows scripts by hash only and styles by hash or from the site, the same policy on every response', async () => {
    const responses = await Promise.all(
      ['/', '/business', '/nope', '/community?q=points', '/favicon-missing.png'].map((path) => request(app).get(path)),
    );
    const header = responses[0]!.headers['content-security-policy'] as string;
    for (const res of responses) expect(res.headers['content-security-policy']).toBe(header);
    const csp = parseCsp(header);
    for (const [directive, sources] of Object.entries(EXPECTED_PRODUCTION_CSP)) {
      expect(csp.get(directive), directive).toEqual(sources);
    }
    // No other directive: default-src covers the manifest, and WebKit warns on every page about a
    // manifest-src it does not know.
    expect([...csp.keys()].sort()).toEqual([...Object.keys(EXPECTED_PRODUCTION_CSP), 'script-src', 'style-src'].sort());
    expect(csp.get('script-src')![0]).toBe("'strict-dynamic'");
    // The stylesheet every page shares is a file of the build; each page's own rules are inline.
    expect(csp.get('style-src')![0]).toBe("'self'");
    for (const source of [...csp.get('script-src')!.slice(1), ...csp.get('style-src')!.slice(1)])
      expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // Emotion's script-created, empty <style> for rules inserted in the browser.
    expect(csp.get('style-src')).toContain(hashOf(''));
    expect(header).not.toContain("'unsafe-inline'");
    expect(header).not.toContain("'unsafe-eval'");
    expect(header).not.toContain("'nonce-");
    expect(header).not.toMatch(/\*|https?:|ws:/);
  });

  it.each([
    ...routes.map((route) => route.path),
    '/nope',
    '/community?q=token&category=all',
    '/es',
    '/pt-br/business',
    '/fr/community?q=jeton',
    '/es/nope',
  ])('%s: every inline script and style is one the policy lists, the scripts the same on every page', async (path) => {
    const res = await request(app).get(path);
    const csp = parseCsp(res.headers['content-security-policy'] as string);
    const { scripts, data, structuredData, styles } = inlineElements(res.text);
    // The theme script in <head>, the hydration loader at the end of <body>.
    expect(scripts).toHaveLength(2);
    expect(styles).toHaveLength(1);
    for (const script of scripts) expect(csp.get('script-src')).toContain(hashOf(script));
    expect(csp.get('style-src')).toContain(hashOf(styles[0]!));
    // Per-page data goes in a JSON block, which runs nothing and needs no hash.
    expect(data).toHaveLength(1);
    expect(() => JSON.parse(data[0]!)).not.toThrow();
    // Structured data is JSON too: nothing in it can end its element or run.
    for (const block of structuredData) {
      expect(() => JSON.parse(block)).not.toThrow();
      expect(block).not.toMatch(/<\/?script/i);
    }
    const home = inlineElements((await request(app).get('/')).text);
    expect(scripts).toEqual(home.scripts);
  });

  it('relaxes styles and connections for Vite only in development', async () => {
    const headersFor = async (development: boolean) => {
      const security = securityHeaders({ development, scripts: ['boot()'], styles: development ? undefined : ['a{}', 'b{}'] });
      const res = await request(express().use(security, (_req, res) => void res.end())).get('/');
      return parseCsp(res.headers['content-security-policy'] as string);
    };
    const development = await headersFor(true);
    expect(development.get('style-src')).toContain("'unsafe-inline'");
    expect(development.get('connect-src')).toContain('ws:');
    expect(development.get('script-src')).toEqual(["'strict-dynamic'", hashOf('boot()')]);
    const production = await headersFor(false);
    expect(production.get('style-src')).toEqual(["'self'", hashOf('a{}'), hashOf('b{}'), hashOf('')]);
    expect(production.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('other security headers', () => {
  it.each([
    ['a document', 'get', '/'],
    ['a stored document asked again', 'get', '/'],
    ['a not-found document', 'get', '/nope'],
    ['a search rendered afresh', 'get', '/community?q=headers'],
    ['a hashed asset miss', 'get', '/assets/missing-abc.js'],
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
    // The same refusal as the CSP's frame-ancestors 'none', for browsers that read only this one.
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['a hashed script', `/${manifest[ENTRY]!.file}`],
    ['an image', '/favicon-32.png'],
    ['an SVG image', '/favicon.svg'],
    ['the web app manifest', '/manifest.webmanifest'],
  ])('%s carries only what a subresource needs', async (_what, path) => {
    const res = await request(app).get(path).set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    for (const header of [
      'strict-transport-security',
      'permissions-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'referrer-policy',
    ]) {
      expect(res.headers[header], header).toBeUndefined();
    }
    // An SVG opened on its own is a document, and may run nothing; other files need no policy.
    expect(res.headers['content-security-policy']).toBe(path.endsWith('.svg') ? "default-src 'none'" : undefined);
    const headerBytes = Object.entries(res.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(headerBytes).toBeLessThan(400);
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
      expect(res.text).toMatch(
        new RegExp(`<meta property="og:image" content="${SITE_URL}/assets/card-en-${path.slice(1)}-[\\w-]+\\.png"/>`),
      );
      expect(res.text).not.toContain('evil.example');
    }
    const sitemap = await request(configured).get('/sitemap.xml').set(hostile);
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(sitemap.text).not.toContain('evil.example');
  });

  it('keeps trust proxy off unless TRUST_PROXY is set', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
