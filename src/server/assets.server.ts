import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Which scripts a document boots from and which chunks its route needs to hydrate. */
export interface AssetPlan {
  bootstrapModules: readonly string[];
  preloadsFor(pageModuleId: string): readonly string[];
}

/** In development Vite serves sources directly; its client brings HMR. */
export const developmentAssets: AssetPlan = {
  bootstrapModules: ['/@vite/client', `/${CLIENT_ENTRY}`],
  preloadsFor: () => [],
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
  const byPage = new Map<string, readonly string[]>();

  return {
    bootstrapModules: [entryFile],
    preloadsFor(pageModuleId) {
      let preloads = byPage.get(pageModuleId);
      if (!preloads) {
        // The entry is requested as the module script itself; list everything else the route needs.
        preloads = [...closure(pageModuleId, new Set(shared))].filter((file) => file !== entryFile);
        byPage.set(pageModuleId, preloads);
      }
      return preloads;
    },
  };
}
