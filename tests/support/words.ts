import type { CopyBundles } from '../../src/i18n/copy';
import type { LocaleCode } from '../../src/i18n/locales';

/** Every language's every bundle of words, read the way the server reads them. */
const modules = import.meta.glob<{ default: unknown }>('../../src/content/*/*.ts', { eager: true });

/** One bundle's words in one language (`wordsOf('es', 'shell')`). */
export function wordsOf<N extends keyof CopyBundles>(locale: LocaleCode, name: N): CopyBundles[N] {
  const module = modules[`../../src/content/${locale}/${name}.ts`];
  if (!module) throw new Error(`No ${name} words in ${locale}`);
  return module.default as CopyBundles[N];
}
