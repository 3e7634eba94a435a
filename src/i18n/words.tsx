import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Words, WordsName } from '../content/schema';
import { defaultLocale, type Locale, type LocaleCode } from './locales';

/**
 * Words at hand, by `locale/name`. The server registers every language's before it renders
 * (src/entry-server.tsx); a browser registers the shell from the document's boot data and
 * imports the others, for the pages it shows, from the URLs the boot data gives.
 */
const loaded = new Map<string, unknown>();
let urls: Readonly<Record<string, string>> = {};

export const wordsKey = (locale: LocaleCode, name: WordsName) => `${locale}/${name}`;

export function registerWords(locale: LocaleCode, name: WordsName, words: unknown): void {
  loaded.set(wordsKey(locale, name), words);
}

/** Browser only: where each module of the document's language is (boot data `words`). */
export function setWordsUrls(byKey: Readonly<Record<string, string>>): void {
  urls = byKey;
}

/** Loads words of one language; once resolved, `useWords` returns them without waiting. */
export async function loadWords(locale: LocaleCode, names: readonly WordsName[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const key = wordsKey(locale, name);
      if (loaded.has(key)) return;
      const url = urls[key];
      if (!url) throw new Error(`No ${key} words`);
      loaded.set(key, ((await import(/* @vite-ignore */ url)) as { default: unknown }).default);
    }),
  );
}

/** Words of one language, loaded beforehand (the page loader and the server see to it). */
export function wordsOf<N extends WordsName>(locale: LocaleCode, name: N): Words[N] {
  const words = loaded.get(wordsKey(locale, name));
  if (words === undefined) throw new Error(`The ${name} words in ${locale} were used before they were loaded`);
  return words as Words[N];
}

const LocaleContext = createContext<Locale>(defaultLocale);

/** The language of everything below: the document's, from its path prefix. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** What re-renders when words change under it: in development only (`replaceWords`). */
const wordsListeners = new Set<() => void>();
const subscribeToWords = (listener: () => void) => {
  wordsListeners.add(listener);
  return () => void wordsListeners.delete(listener);
};

/**
 * Development only: the words of a module the developer just saved (its Fast Refresh update, from
 * vite.config.ts's `wordsRefresh`). Whatever reads them renders again, in place, keeping its state.
 */
export function replaceWords(locale: LocaleCode, name: WordsName, words: unknown): void {
  registerWords(locale, name, words);
  for (const listener of wordsListeners) listener();
}

function useWordsOnce<N extends WordsName>(name: N): Words[N] {
  return wordsOf(useLocale().code, name);
}

function useLiveWords<N extends WordsName>(name: N): Words[N] {
  const { code } = useLocale();
  const current = () => wordsOf(code, name);
  return useSyncExternalStore(subscribeToWords, current, current);
}

/**
 * The page's language's words of one name. Words never change in a build; in development an
 * edit to them does, so there each reader subscribes to them (a build keeps only the first).
 */
export const useWords: <N extends WordsName>(name: N) => Words[N] = import.meta.hot ? useLiveWords : useWordsOnce;
