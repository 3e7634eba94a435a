import { headerNav, navTargets } from '../../src/content/navigation';
import type { ShellWords, Words } from '../../src/content/schema';
import type { LocaleCode } from '../../src/i18n/locales';
import type { RoutePath } from '../../src/routes';

/** Every language's words, read the way the server reads them. */
const modules = import.meta.glob<{ default: unknown }>('../../src/content/*/*.ts', { eager: true });

/** One name's words in one language (`wordsOf('es', 'shell')`). */
export function wordsOf<N extends keyof Words>(locale: LocaleCode, name: N): Words[N] {
  const module = modules[`../../src/content/${locale}/${name}.ts`];
  if (!module) throw new Error(`No ${name} words in ${locale}`);
  return module.default as Words[N];
}

/** The header's links to pages of the site, each with its name in the shell's language. */
export function internalHeaderLinks(shell: ShellWords): { label: string; to: RoutePath }[] {
  return headerNav.flatMap((link) => {
    const target = navTargets[link];
    return 'to' in target ? [{ label: shell.linkLabels[link], to: target.to }] : [];
  });
}

