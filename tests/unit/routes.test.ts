import { describe, expect, it } from 'vitest';
import english from '../../messages/en.json';
import { findRoute, inviteRoute, pageKey, routes } from '../../src/routes';

describe('where a page finds its words (pageKey)', () => {
  const pages = [...routes, inviteRoute];

  it("names each page's words after its address, never after its component", () => {
    expect(pageKey(findRoute('/')!)).toBe('home');
    expect(pageKey(findRoute('/how-it-works')!)).toBe('how-it-works');
    expect(pageKey(inviteRoute)).toBe('invite');
    for (const route of pages) expect(pageKey(route), route.path).not.toBe(route.page);
  });

  it("gives a page's second address the first one's words", () => {
    expect(pageKey(findRoute('/support')!)).toBe(pageKey(findRoute('/community')!));
    // /get is its own page (a phone goes on to its store), not a second address of /app-download.
    expect(pageKey(findRoute('/get')!)).toBe('get');
  });

  it("has every page's words in the source catalog, and no words for a page that is not there", () => {
    const keys = [...new Set(pages.map(pageKey))].sort();
    expect(Object.keys(english.shell.pages).sort()).toEqual(keys);
  });
});
