import type { Manifest } from 'vite';
import { wordsKey } from '../i18n/words';
import type { LocaleCode } from '../i18n/locales';
import type { AppRoute } from '../routes';
import { CLIENT_ENTRY, pageModule, wordsModule, wordsModuleAt } from './modules';

/** The files that hydrate a document, as its boot data lists them (src/app/hydrationLoader.ts reads them). */
export interface HydrationFiles {
  /** Entry module(s) the browser boots from. */
  modules: readonly string[];
  /** The route's other files (its page, its words and what they import), fetched at the same time as the entry. */
  preloads: readonly string[];
  /** Every words module of the document's language, by `locale/name`: the browser imports them by these URLs. */
  words: Readonly<Record<string, string>>;
}

/**
 * The files a chunk needs before it runs, its own and those of everything it imports statically,
 * as URL paths (`/assets/…`), added to `into`.
 */
export function chunkClosure(manifest: Manifest, id: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[id];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

/**
 * Which files hydrate each page in each language, from the client build's manifest (made once,
 * answered from memory), or straight from the sources in development, where Vite serves them.
 */
export function hydrationPlan(manifest: Manifest | undefined, wordsIds: readonly string[]) {
  const url = (id: string) => {
    if (!manifest) return `/${id}`;
    const chunk = manifest[id];
    if (!chunk) throw new Error(`The client build has no ${id}: run npm run build`);
    return `/${chunk.file}`;
  };
  const entry = manifest ? url(CLIENT_ENTRY) : `/${CLIENT_ENTRY}`;
  const wordsUrls = (locale: LocaleCode) => {
    const byKey: Record<string, string> = {};
    for (const id of wordsIds) {
      const at = wordsModuleAt(id);
      if (at?.locale === locale) byKey[`${at.locale}/${at.name}`] = url(wordsModule(at.locale, at.name));
    }
    return byKey;
  };
  const planned = new Map<string, HydrationFiles>();

  return (route: Pick<AppRoute, 'page' | 'words'>, locale: LocaleCode): HydrationFiles => {
    const key = `${route.page} ${locale}`;
    let files = planned.get(key);
    if (!files) {
      const ids = [pageModule(route.page), ...route.words.map((name) => wordsModule(locale, name))];
      const words = wordsUrls(locale);
      if (!manifest) {
        files = { modules: ['/@vite/client', entry], preloads: [], words };
      } else {
        // The entry is requested as the module script itself; the rest of the route's closure is preloaded.
        const closure = ids.reduce((files, id) => chunkClosure(manifest, id, files), chunkClosure(manifest, CLIENT_ENTRY));
        closure.delete(entry);
        files = { modules: [entry], preloads: [...closure], words };
      }
      for (const name of route.words) if (!files.words[wordsKey(locale, name)]) throw new Error(`No ${locale}/${name} words`);
      planned.set(key, files);
    }
    return files;
  };
}

export type HydrationPlan = ReturnType<typeof hydrationPlan>;
