import { describe, expect, it } from 'vitest';
import { inviteCodeMatcher } from '../../src/lib/inviteCode';
import { inviteRoute, notFoundRoute, routes } from '../../src/routes';
import { locales } from '../../src/i18n/locales';
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

  it('knows every fixed document: each route, the not-found page and the invite not-found page, in every language', () => {
    expect(fixedDocumentLocations).toHaveLength(locales.length * (routes.length + 2));
    for (const location of fixedDocumentLocations) expect(documentRequest(location)).toMatchObject({ location });
    // An invite page is a document per code: never one of the fixed set.
    expect(fixedDocumentLocations.filter((location) => /\/invite\/./.test(location))).toEqual([]);
  });
});

describe('invite addresses (decision 025)', () => {
  it('names an invite page by its language and its code, whatever the query', () => {
    expect(documentRequest('/invite/ABC123?utm_source=poster&ref=x')).toEqual({
      location: '/invite/ABC123',
      status: 200,
      locale: 'en',
      route: inviteRoute,
      invite: 'ABC123',
    });
    expect(documentRequest('/ar/invite/Team_2025-x')).toMatchObject({
      location: '/ar/invite/Team_2025-x',
      locale: 'ar',
      invite: 'Team_2025-x',
    });
  });

  it("sends a code the default pattern refuses, or none, to the language's one invite not-found document", () => {
    for (const target of [
      '/invite/a',
      '/invite/abc',
      '/invite',
      `/invite/${'x'.repeat(33)}`,
      '/invite/%C3%A9t%C3%A9s',
      '/invite/ab%2Fcd',
      '/invite/a b',
    ])
      expect(documentRequest(target), target).toEqual({ location: '/invite', status: 404, locale: 'en', route: inviteRoute });
    expect(documentRequest('/es/invite/!!!!')).toMatchObject({ location: '/es/invite', status: 404, locale: 'es' });
    // Deeper paths are no invite: the not-found page.
    expect(documentRequest('/invite/ABC123/more')).toMatchObject({ status: 404, route: notFoundRoute });
  });

  it('follows the configured pattern, which a whole code must match', () => {
    const sixCapitals = inviteCodeMatcher('[A-Z0-9]{6}');
    expect(documentRequest('/invite/ABC123', sixCapitals)).toMatchObject({ status: 200, invite: 'ABC123' });
    for (const code of ['abc123', 'ABC1234', 'XABC123'])
      expect(documentRequest(`/invite/${code}`, sixCapitals), code).toMatchObject({ status: 404, route: inviteRoute });
    // A pattern that takes any letter: the code in its canonical spelling names the document.
    const anyLetters = inviteCodeMatcher('\\p{L}{2,8}');
    expect(documentRequest('/invite/%C3%A9t%C3%A9', anyLetters)).toMatchObject({ location: '/invite/%C3%A9t%C3%A9', invite: 'été' });
  });

  it('moves an invite address written another way to its one spelling, keeping the query', () => {
    expect(documentRequest('/invite/ABC123/?utm_source=x')).toEqual({ redirect: '/invite/ABC123?utm_source=x' });
    expect(documentRequest('/es/invite/')).toEqual({ redirect: '/es/invite' });
    expect(documentRequest('/invite/AB%43123')).toEqual({ redirect: '/invite/ABC123' });
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
