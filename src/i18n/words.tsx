import { createContext, useContext, type ReactNode } from 'react';
import type { Words, WordsName } from '../content/schema';
import { defaultLocale, type Locale, type LocaleCode } from './locales';

export type { Words, WordsName };

/**
 * Words already at hand, by `locale/bundle`. The server registers every language's bundles
 * before it listens; a browser registers the shell from the document's boot data and loads the
 * rest as chunks, one per language and bundle, only for the pages it shows.
 */
const loaded = new Map<string, unknown>();

/** Where the current document's first bundles are (from its boot data): no lookup table needed. */
const knownUrls = new Map<string, string>();

const keyOf = (locale: LocaleCode, name: WordsName) => `${locale}/${name}`;

/** Makes a bundle's words available without loading anything. */
export function registerWords(key: string, words: unknown): void {
  loaded.set(key, words);
}

/** The chunk URLs of the bundles the document's first page reads (boot data `words`). */
export function setBundleUrls(urls: Readonly<Record<string, string>>): void {
  for (const [key, url] of Object.entries(urls)) knownUrls.set(key, url);
}

async function importBundle(key: string): Promise<unknown> {
  const url = knownUrls.get(key);
  if (url) return ((await import(/* @vite-ignore */ url)) as { default: unknown }).default;
  // Any other bundle (a page reached by client navigation): the table of every bundle's chunk
  // is a chunk of its own, fetched the first time it is needed.
  const { bundleLoaders } = await import('./bundleLoaders');
  const load = bundleLoaders[`../content/${key}.ts`];
  if (!load) throw new Error(`No ${key} words`);
  return (await load()).default;
}

/** Source path of a bundle's module, as Vite's build manifest names it. */
export function bundleModuleId(locale: LocaleCode, name: WordsName): string {
  return `src/content/${locale}/${name}.ts`;
}

/** Loads bundles of one language; once resolved, `useWords` returns them without waiting. */
export async function loadWords(locale: LocaleCode, names: readonly WordsName[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const key = keyOf(locale, name);
      if (!loaded.has(key)) loaded.set(key, await importBundle(key));
    }),
  );
}


/**
 * The language of the document in this browser tab (entry-client sets it from the path before
 * hydrating). Another language is another document, so it never changes afterwards.
 */
let documentLocale: LocaleCode = defaultLocale.code;

export function setDocumentLocale(code: LocaleCode): void {
  documentLocale = code;
}

/** Loads bundles in the document's language: for code split off a page (its deferred sections). */
export function loadDocumentBundles(names: readonly WordsName[]): Promise<void> {
  return loadWords(documentLocale, names);
}

const LocaleContext = createContext<Locale>(defaultLocale);

/** The language of everything below: the document's, from its path prefix. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A bundle's words in one language, loaded beforehand (the page registry and the server see to it). */
export function wordsOf<N extends WordsName>(locale: LocaleCode, name: N): Words[N] {
  const copy = loaded.get(keyOf(locale, name));
  if (copy === undefined) throw new Error(`The ${name} copy in ${locale} was used before it was loaded`);
  return copy as Words[N];
}

/** The page's language's words of one bundle. */
export function useWords<N extends WordsName>(name: N): Words[N] {
  return wordsOf(useLocale().code, name);
}
