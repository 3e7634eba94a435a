import type { Manifest } from 'vite';
import type { LocaleCode } from '../i18n/locales';
import { messagesKey } from '../i18n/messages';
import type { AppRoute } from '../routes';
import { CLIENT_ENTRY, messagesModule, messagesModuleAt, pageModule } from './modules';

/** The files that hydrate a document, as its boot data lists them (src/app/hydrationLoader.ts reads them). */
export interface HydrationFiles {
  /** Entry module(s) the browser boots from. */
  modules: readonly string[];
  /** The route's other files (its page, its messages and what they import), fetched at the same time as the entry. */
  preloads: readonly string[];
  /** Every messages module of the document's language, by `locale/name`: the browser imports them by these URLs. */
  messages: Readonly<Record<string, string>>;
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
export function hydrationPlan(manifest: Manifest | undefined, messagesIds: readonly string[]) {
  const url = (id: string) => {
    // Vite serves a virtual module at /@id/, its \0 spelt out.
    if (!manifest) return messagesModuleAt(id) ? `/@id/__x00__${id}` : `/${id}`;
    const chunk = manifest[id];
    if (!chunk) throw new Error(`The client build has no ${id}: run npm run build`);
    return `/${chunk.file}`;
  };
  const entry = manifest ? url(CLIENT_ENTRY) : `/${CLIENT_ENTRY}`;
  const messagesUrls = (locale: LocaleCode) => {
    const byKey: Record<string, string> = {};
    for (const id of messagesIds) {
      const at = messagesModuleAt(id);
      if (at?.locale === locale) byKey[messagesKey(locale, at.area)] = url(messagesModule(at.locale, at.area));
    }
    return byKey;
  };
  const planned = new Map<string, HydrationFiles>();

  return (route: Pick<AppRoute, 'page' | 'messages'>, locale: LocaleCode): HydrationFiles => {
    const key = `${route.page} ${locale}`;
    let files = planned.get(key);
    if (!files) {
      const ids = [pageModule(route.page), ...route.messages.map((name) => messagesModule(locale, name))];
      const messages = messagesUrls(locale);
      if (!manifest) {
        files = { modules: ['/@vite/client', entry], preloads: [], messages };
      } else {
        // The entry is requested as the module script itself; the rest of the route's closure is preloaded.
        const closure = ids.reduce((files, id) => chunkClosure(manifest, id, files), chunkClosure(manifest, CLIENT_ENTRY));
        closure.delete(entry);
        files = { modules: [entry], preloads: [...closure], messages };
      }
      for (const name of route.messages) if (!files.messages[messagesKey(locale, name)]) throw new Error(`No ${locale}/${name} messages`);
      planned.set(key, files);
    }
    return files;
  };
}

export type HydrationPlan = ReturnType<typeof hydrationPlan>;
