import type { BootData } from '../bootData';
import { chunkClosure, CLIENT_ENTRY, readClientManifest } from './clientManifest.server';

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
  const manifest = readClientManifest(clientDir);
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY}; run npm run build`);
  const entryFile = `/${entry.file}`;
  const shared = chunkClosure(manifest, CLIENT_ENTRY);
  const byPage = new Map<string, Hydration>();

  return {
    hydrationFor(pageModuleId) {
      let hydration = byPage.get(pageModuleId);
      if (!hydration) {
        // The entry is requested as the module script itself; the rest of the closure is preloaded.
        const preloads = [...chunkClosure(manifest, pageModuleId, new Set(shared))].filter((file) => file !== entryFile);
        hydration = { modules: [entryFile], preloads };
        byPage.set(pageModuleId, hydration);
      }
      return hydration;
    },
  };
}
