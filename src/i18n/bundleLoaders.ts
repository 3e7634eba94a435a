import { registerWords } from './words';

type BundleModule = { default: unknown };

/**
 * Every language's every bundle, as lazily imported chunks (one per language and bundle). The
 * browser fetches this table only when a client navigation needs words its document did not
 * name; the server loads everything through it before it listens.
 */
export const bundleLoaders = import.meta.glob<BundleModule>('../content/*/*.ts');

/** Server only: every language's every bundle, so no render ever waits for words. */
export async function registerAllBundles(): Promise<void> {
  await Promise.all(
    Object.entries(bundleLoaders).map(async ([path, load]) => {
      const [, key] = /^\.\.\/content\/([^/]+\/[^/]+)\.ts$/.exec(path) ?? [];
      if (key) registerWords(key, (await load()).default);
    }),
  );
}
