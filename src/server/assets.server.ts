import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import type { BootData } from '../bootData';

const CLIENT_ENTRY = 'src/entry-client.tsx';

type Hydration = Pick<BootData, 'modules' | 'preloads'>;

/** Which files hydrate each page: the entry module and the page's other chunks. */
export interface AssetPlan {
  hydrationFor(pageModuleId: string): Hydration;
}

/** In development Vite serves sources directly; its client brings HMR. */
export const developmentAssets: AssetPlan = {
  hydrationFor: () => ({ modules: ['/@vite/client', `/${CLIENT_ENTRY}`], preloads: [] }),
};

/** Reads Vite's build manifest once and answers per page from memory. */
export function productionAssets(clientDir: string): AssetPlan {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const closure = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };

  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY}; run npm run build`);
  const entryFile = `/${entry.file}`;
  const shared = closure(CLIENT_ENTRY, new Set());
  const byPage = new Map<string, Hydration>();

  return {
    hydrationFor(pageModuleId) {
      let hydration = byPage.get(pageModuleId);
      if (!hydration) {
        // The entry is requested as the module script itself; the rest of the closure is preloaded.
        const preloads = [...closure(pageModuleId, new Set(shared))].filter((file) => file !== entryFile);
        hydration = { modules: [entryFile], preloads };
        byPage.set(pageModuleId, hydration);
      }
      return hydration;
    },
  };
}
