import type { BootData } from '../bootData';
import { chunkClosure, CLIENT_ENTRY, readClientManifest } from './clientManifest.server';

type Hydration = Pick<BootData, 'modules' | 'preloads' | 'words'>;

/** `src/content/es/community.ts` → `es/community`: the words' key, for a bundle's module. */
const WORDS_MODULE = /^src\/content\/([^/]+\/[^/]+)\.ts$/;

function wordsOf(moduleIds: readonly string[], urlOf: (id: string) => string): Record<string, string> {
  const words: Record<string, string> = {};
  for (const id of moduleIds) {
    const key = WORDS_MODULE.exec(id)?.[1];
    if (key) words[key] = urlOf(id);
  }
  return words;
}

/** Which files hydrate each page: the entry module and the page's other chunks. */
export interface AssetPlan {
  /**
   * `moduleIds`: the page's module and its words' modules (the entry's `hydrationModules`),
   * preloaded; `laterIds`: words of its deferred sections, only named (`deferredWordModules`).
   */
  hydrationFor(moduleIds: readonly string[], laterIds?: readonly string[]): Hydration;
}

/** In development Vite serves sources directly; its client brings HMR. */
export const developmentAssets: AssetPlan = {
  hydrationFor: (moduleIds, laterIds = []) => ({
    modules: ['/@vite/client', `/${CLIENT_ENTRY}`],
    preloads: [],
    words: wordsOf([...moduleIds, ...laterIds], (id) => `/${id}`),
  }),
};

/** Reads Vite's build manifest once and answers per page from memory. */
export function productionAssets(clientDir: string): AssetPlan {
  const manifest = readClientManifest(clientDir);
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY}; run npm run build`);
  const entryFile = `/${entry.file}`;
  const shared = chunkClosure(manifest, CLIENT_ENTRY);
  const byPage = new Map<string, Hydration>();

  return {
    hydrationFor(moduleIds, laterIds = []) {
      const key = `${moduleIds.join(' ')} | ${laterIds.join(' ')}`;
      let hydration = byPage.get(key);
      if (!hydration) {
        // The entry is requested as the module script itself; the rest of the closure is preloaded.
        const seen = new Set(shared);
        const preloads = moduleIds.flatMap((id) => [...chunkClosure(manifest, id, seen)]).filter((file) => file !== entryFile);
        const words = wordsOf([...moduleIds, ...laterIds], (id) => {
          const chunk = manifest[id];
          if (!chunk) throw new Error(`The client build has no ${id}`);
          return `/${chunk.file}`;
        });
        hydration = { modules: [entryFile], preloads: [...new Set(preloads)], words };
        byPage.set(key, hydration);
      }
      return hydration;
    },
  };
}
