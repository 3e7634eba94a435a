import type { Words } from '../../src/i18n/words';
import type { LocaleCode } from '../../src/i18n/locales';

/** Every language's every bundle of words, read the way the server reads them. */
const modules = import.meta.glob<{ default: unknown }>('../../src/content/*/*.ts', { eager: true });

/** One bundle's words in one language (`wordsOf('es', 'shell')`). */
export function wordsOf<N extends keyof Words>(locale: LocaleCode, name: N): Words[N] {
  const module = modules[`../../src/content/${locale}/${name}.ts`];
  if (!module) throw new Error(`No ${name} words in ${locale}`);
  return module.default as Words[N];
}
