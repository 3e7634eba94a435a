import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, PAGES_DIR, pageModule, WORDS_DIR, wordsModule, wordsModuleAt } from '../../src/app/modules';
import { locales } from '../../src/i18n/locales';
import { notFoundRoute, routes } from '../../src/routes';

/** Every source file under `dir`, as a path from the project's root. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative('.', join(entry.parentPath, entry.name)));

// Vite's globs take literal patterns; these are the modules they find, as Vite names them.
const pageGlob = import.meta.glob('/src/pages/*.tsx');
const wordsGlob = import.meta.glob('/src/content/*/*.ts');

describe('where pages and words live (src/app/modules.ts)', () => {
  it('finds a page module for every page of the route table, and nothing else in the pages folder', () => {
    const pages = [...new Set([...routes, notFoundRoute].map((route) => route.page))];
    expect(Object.keys(pageGlob).sort()).toEqual(pages.map((page) => `/${pageModule(page)}`).sort());
    expect(sources(PAGES_DIR).sort()).toEqual(pages.map(pageModule).sort());
  });

  it('finds every words module of every language, and reads each back to its language and name', () => {
    const english = sources(join(WORDS_DIR, 'en')).map((file) => wordsModuleAt(file)!.name);
    expect(english.length).toBeGreaterThan(10);
    for (const { code } of locales) {
      for (const name of english) {
        expect(Object.keys(wordsGlob), `${code}/${name}`).toContain(`/${wordsModule(code, name)}`);
        expect(wordsModuleAt(`/${wordsModule(code, name)}`)).toEqual({ locale: code, name });
      }
    }
    // The client entry, the schema and data modules are not words.
    for (const other of [CLIENT_ENTRY, `${WORDS_DIR}/schema.ts`, `${WORDS_DIR}/site.ts`, `${WORDS_DIR}/en/deeper/x.ts`])
      expect(wordsModuleAt(other)).toBeUndefined();
  });

  // Decision 001: a page is a route-table entry, its page file and its words in each language.
  it('names a page only in the route table, its page file and the words', () => {
    const pages = [...new Set(routes.map((route) => route.page))];
    const elsewhere = sources('src').filter(
      (file) => file !== 'src/routes.ts' && !file.startsWith(`${PAGES_DIR}/`) && !file.startsWith(`${WORDS_DIR}/`),
    );
    for (const file of elsewhere) {
      const text = readFileSync(file, 'utf8');
      // As a string of its own ('Business') or a property (`pages.Business`); prose may use the word.
      for (const page of pages) expect(text, `${file} names ${page}`).not.toMatch(new RegExp(`(['"])${page}\\1|\\.${page}\\b`));
    }
  });
});
