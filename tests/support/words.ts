import { readFileSync } from 'node:fs';
import allMessages from 'virtual:messages/all';
import { catalogFile } from '../../src/app/modules';
import { headerNav, navTargets } from '../../src/content/navigation';
import { legalLastUpdated } from '../../src/content/legal';
import type { CompiledLegalDocument, Message } from '../../src/i18n/icu';
import { locales, type LocaleCode } from '../../src/i18n/locales';
import { messagesOf, registerMessages, type Catalog, type CatalogArea, type LegalName } from '../../src/i18n/messages';
import { numbers } from '../../src/i18n/numbers';
import type { RoutePath } from '../../src/routes';

/** Every language's messages, compiled as the server registers them (the build's `virtual:messages/all`). */
for (const [key, messages] of Object.entries(allMessages)) {
  const [locale, name] = key.split('/') as [LocaleCode, string];
  registerMessages(locale, name, messages);
}

const localeOf = (code: LocaleCode) => locales.find((locale) => locale.code === code)!;

/** A language's catalog as its file holds it: ICU source text by area and key. */
export function catalogIn(code: LocaleCode): Catalog {
  return JSON.parse(readFileSync(catalogFile(code), 'utf8')) as Catalog;
}

/** One area's messages in one language, as components read them (numbers included): `messagesIn('es', 'community')('faq.title')`. */
export const messagesIn = <Area extends CatalogArea>(code: LocaleCode, area: Area) => messagesOf(localeOf(code), area, numbers);

/** One area compiled, as the browser receives it (the shell in the boot data). */
export const compiledIn = (code: LocaleCode, name: string): unknown => allMessages[`${code}/${name}`];

/**
 * One area's messages as text, in the catalog's shape (`wordsOf('es', 'shell').pages.business.heading`):
 * a message without arguments is its text; one with arguments keeps its ICU source (format it with
 * `messagesIn`).
 */
export function wordsOf<Area extends CatalogArea>(code: LocaleCode, area: Area): Catalog[Area] {
  const asText = (source: unknown, compiled: unknown): unknown =>
    typeof source === 'string'
      ? typeof compiled === 'string'
        ? compiled
        : source
      : Object.fromEntries(
          Object.entries(source as object).map(([key, value]) => [key, asText(value, (compiled as Record<string, unknown>)[key])]),
        );
  return asText(catalogIn(code)[area], compiledIn(code, area)) as Catalog[Area];
}

/** The header's links to pages of the site, each with its name in the shell's language. */
export function internalHeaderLinks(shell: Catalog['shell']): { label: string; to: RoutePath }[] {
  return headerNav.flatMap((link) => {
    const target = navTargets[link];
    return 'to' in target ? [{ label: shell.linkLabels[link], to: target.to }] : [];
  });
}

/** A legal document's part with its title and text as plain text (arguments as the tests' configuration fills them). */
export interface LegalPartText {
  id: string;
  title: string;
  blocks: (string | string[])[];
}

export interface LegalDocumentText {
  lastUpdated: string;
  summary: string;
  sections: (LegalPartText & { subsections?: LegalPartText[] })[];
}

/** A message of a legal document as text: arguments as their names (`{brand}`), as the document's source writes them. */
function legalText(message: Message): string {
  return typeof message === 'string'
    ? message
    : message.map((part) => (typeof part === 'string' ? part : typeof part === 'object' ? `{${part[0]}}` : '#')).join('');
}

/** A legal document as its page shows it in one language, its arguments left as `{brand}`, `{supportEmail}`… */
export function legalDocumentIn(code: LocaleCode, name: LegalName): LegalDocumentText {
  const document = compiledIn(code, name) as CompiledLegalDocument;
  const part = ({ id, title, blocks }: CompiledLegalDocument['sections'][number]): LegalPartText => ({
    id,
    title: legalText(title),
    blocks: blocks.map((block) => (typeof block === 'object' && 'list' in block ? block.list.map(legalText) : legalText(block))),
  });
  return {
    lastUpdated: legalLastUpdated[name],
    summary: legalText(document.summary),
    sections: document.sections.map((section) => ({
      ...part(section),
      ...(section.subsections ? { subsections: section.subsections.map(part) } : {}),
    })),
  };
}

/** The tags a compiled message holds, added to `into`. */
function tagsOf(message: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(message)) {
    if (message[1] === 'x' && typeof message[0] === 'string') into.add(message[0]);
    for (const part of message) tagsOf(part, into);
  } else if (message && typeof message === 'object') for (const part of Object.values(message)) tagsOf(part, into);
  return into;
}

/** A message with tags as the text a reader sees: each tag's content in place (`Last updated: January 15, 2024`). */
export function textOf<Area extends CatalogArea>(
  code: LocaleCode,
  area: Area,
  key: Parameters<ReturnType<typeof messagesIn<Area>>>[0],
  values: Record<string, string | number> = {},
): string {
  const message = (key as string)
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], compiledIn(code, area));
  const tags = Object.fromEntries([...tagsOf(message)].map((tag) => [tag, (chunks: unknown[]) => chunks.join('')]));
  return (messagesIn(code, area).rich(key, { ...values, ...tags }) as unknown[]).join('');
}
