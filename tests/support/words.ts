import { legalOutlines } from '../../src/content/legalOutlines';
import { headerNav, navTargets } from '../../src/content/navigation';
import type { ShellWords, Words } from '../../src/content/schema';
import type { LocaleCode } from '../../src/i18n/locales';
import { formatterOf, type Formatter } from '../../src/lib/format';
import { legalDocumentOf, type LegalDocument } from '../../src/lib/legalDocument';
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

/** A legal document as its page shows it in one language: its outline with its words. */
export function legalDocumentIn(locale: LocaleCode, name: keyof typeof legalOutlines): LegalDocument {
  return legalDocumentOf(legalOutlines[name], wordsOf(locale, name));
}

/** Numbers, money and dates as a language's pages write them. */
export const formatterIn = (locale: LocaleCode): Formatter => formatterOf(wordsOf(locale, 'shell').formats);
