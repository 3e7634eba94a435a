import { describe, expect, it } from 'vitest';
import { notFoundRoute, routes } from '../../src/routes';
import { codingFor } from '../../src/server/compression.server';
import {
  documentRequest,
  fixedDocumentLocations,
  hasValidHost,
  isWellFormedTarget,
  originForm,
} from '../../src/server/requestTarget.server';

const route = (path: string) => routes.find((entry) => entry.path === path)!;

describe('documentRequest: the target parsed once', () => {
  it('names a page by its language, its route and its location, and leaves what the route does not read out', () => {
    expect(documentRequest('/business?utm_source=newsletter&gclid=x')).toEqual({
      location: '/business',
      status: 200,
      locale: 'en',
      route: route('/business'),
      filter: undefined,
    });
    expect(documentRequest('/es')).toMatchObject({ location: '/es', locale: 'es', route: route('/') });
  });

  it("parses the help centre's filter once, and names the document by its one spelling", () => {
    const page = documentRequest('/fr/support?category=all&q=+jeton+&utm_medium=email&q=ignored');
    expect(page).toEqual({
      location: '/fr/support?q=jeton&category=all',
      status: 200,
      locale: 'fr',
      route: route('/support'),
      filter: { query: 'jeton', category: 'all' },
    });
    // The default category needs no parameter.
    expect(documentRequest('/community?q=wallet&category=getting-started')).toMatchObject({ location: '/community?q=wallet' });
    expect(documentRequest('/community')).toMatchObject({ location: '/community', filter: { query: '', category: 'getting-started' } });
  });

  it('sends every unknown path of a language to its one not-found document', () => {
    for (const target of ['/wp-admin', '/Business', '/hi/nope?x=1'])
      expect(documentRequest(target)).toMatchObject({ status: 404, route: notFoundRoute });
    expect(documentRequest('/hi/nope?x=1')).toMatchObject({ location: '/hi/404', locale: 'hi' });
  });

  it('moves a route written another way to its one address, keeping the query', () => {
    expect(documentRequest('/business/?gclid=x')).toEqual({ redirect: '/business?gclid=x' });
    expect(documentRequest('/es/')).toEqual({ redirect: '/es' });
    expect(documentRequest('//')).toEqual({ redirect: '/' });
  });

  it('leaves files to the static middleware', () => {
    for (const target of ['/favicon.svg', '/assets/x', '/.well-known/change-password', '/robots.txt'])
      expect(documentRequest(target)).toBeUndefined();
  });

  it('knows every fixed document: each route and the not-found page, in every language', () => {
    expect(fixedDocumentLocations).toHaveLength(6 * (routes.length + 1));
    for (const location of fixedDocumentLocations) expect(documentRequest(location)).toMatchObject({ location });
  });
});

describe('what is checked before a target is parsed', () => {
  it('reads the absolute form as its path and query, and nothing else as an address', () => {
    expect(originForm('/a?b')).toBe('/a?b');
    expect(originForm('http://evil.example/business?x=1')).toBe('/business?x=1');
    expect(originForm('file:///etc/passwd')).toBeUndefined();
    expect(originForm('*')).toBeUndefined();
  });

  it('refuses percent-encoding that does not decode', () => {
    expect(isWellFormedTarget('/%E0%A4%A')).toBe(false);
    expect(isWellFormedTarget('/?q=%ZZ')).toBe(false);
    expect(isWellFormedTarget('/es/community?q=%E0%A4%95+x')).toBe(true);
  });

  it('accepts one valid Host header or none', () => {
    const headers = (...hosts: string[]) => ({ rawHeaders: hosts.flatMap((host) => ['Host', host]) });
    expect(hasValidHost(headers())).toBe(true);
    expect(hasValidHost(headers('[::1]:3000'))).toBe(true);
    expect(hasValidHost(headers('a b'))).toBe(false);
    expect(hasValidHost(headers('scan.example', 'evil.example'))).toBe(false);
  });
});

describe('codingFor', () => {
  it('prefers Brotli, then gzip, as far as the client accepts them, whatever order it names them in', () => {
    expect(codingFor('gzip, deflate, br')).toBe('br');
    expect(codingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(codingFor('deflate')).toBe('identity');
    expect(codingFor(undefined)).toBe('identity');
    expect(codingFor('identity;q=0')).toBe('identity');
  });
});
