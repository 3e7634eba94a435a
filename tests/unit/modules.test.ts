import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES_MODULE, CLIENT_ENTRY, messagesModule, messagesModuleAt, PAGES_DIR, pageModule } from '../../src/app/modules';
import { messagesAreas, messagesModules } from '../../scripts/messages/plugin';
import { locales } from '../../src/i18n/locales';
import { inviteRoute, notFoundRoute, routes } from '../../src/routes';

/** Every source file under `dir`, as a path from the project's root. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative('.', join(entry.parentPath, entry.name)));

// Vite's globs take literal patterns; these are the modules they find, as Vite names them.
const pageGlob = import.meta.glob('/src/pages/*.tsx');

describe('where pages and messages live (src/app/modules.ts)', () => {
  it('finds a page module for every page of the route table and the invite pages, and nothing else in the pages folder', () => {
    const pages = [...new Set([...routes, notFoundRoute, inviteRoute].map((route) => route.page))];
    expect(Object.keys(pageGlob).sort()).toEqual(pages.map((page) => `/${pageModule(page)}`).sort());
    expect(sources(PAGES_DIR).sort()).toEqual(pages.map(pageModule).sort());
  });

  it('makes a messages module of every area and legal document in every language, and reads each back to its language and area', () => {
    const areas = messagesAreas();
    expect(areas).toEqual(expect.arrayContaining(['shell', 'community', 'demoUser', 'privacy', 'terms', 'eula']));
    expect(messagesModules()).toHaveLength(areas.length * locales.length);
    for (const { code } of locales) {
      for (const area of areas) {
        expect(messagesModules(), `${code}/${area}`).toContain(messagesModule(code, area));
        expect(messagesModuleAt(messagesModule(code, area))).toEqual({ locale: code, area });
        expect(messagesModuleAt(`\0${messagesModule(code, area)}`)).toEqual({ locale: code, area });
      }
    }
    // The client entry, the server's module of every message and other modules are not an area's messages.
    for (const other of [CLIENT_ENTRY, ALL_MESSAGES_MODULE, 'src/content/site.ts', `${messagesModule('en', 'shell')}/deeper`])
      expect(messagesModuleAt(other)).toBeUndefined();
  });

  // Decisions 001 and 020: a page is a route-table entry, its page file, its navigation entry (data, in
  // src/content) and its messages in each catalog (outside src).
  it('names a page only in the route table, its page file and the data', () => {
    const pages = [...new Set(routes.map((route) => route.page))];
    const elsewhere = sources('src').filter(
      (file) => file !== 'src/routes.ts' && !file.startsWith(`${PAGES_DIR}/`) && !file.startsWith('src/content/'),
    );
    for (const file of elsewhere) {
      const text = readFileSync(file, 'utf8');
      // As a string of its own ('Business') or a property (`pages.business`); prose may use the word.
      for (const page of pages) expect(text, `${file} names ${page}`).not.toMatch(new RegExp(`(['"])${page}\\1|\\.${page}\\b`));
    }
  });
});
