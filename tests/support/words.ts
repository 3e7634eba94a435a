import { readFileSync } from 'node:fs';
import allMessages from 'virtual:messages/all';
import { catalogFile } from '../../src/app/modules';
import { headerNav, navTargets } from '../../src/content/navigation';
import { legalLastUpdated } from '../../src/content/legal';
import type { CompiledLegalDocument, Message } from '../../src/i18n/icu';
import { locales, type LocaleCode } from '../../src/i18n/locales';
import { messagesOf, registerMessages, renderMessage, type Catalog, type CatalogArea, type LegalName } from '../../src/i18n/messages';
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
 * One area's messages as text, in the catalog's shape (`wordsOf('es', 'shell').pages.Business.heading`):
 * a message without arguments is its text; one with arguments keeps its ICU source (format it with
 * `messagesIn`).
 */
export function wordsOf<Area extends CatalogArea>(code: LocaleCode, area: Area): Catalog[Area] {
  const asText = (source: unknown, compiled: unknown): unknown =>
    typeof source === 'string'
      ? typeof compiled === 'string'
        ? compiled
        : source
      : Object.fromEntries(Object.entries(source as object).map(([key, value]) => [key, asText(value, (compiled as Record<string, unknown>)[key])]));
  return asText(catalogIn(code)[area], compiledIn(code, area)) as Catalog[Area];
}

/** The header's links to pages of the site, each with its name in a language. */
export function internalHeaderLinks(code: LocaleCode): { label: string; to: RoutePath }[] {
  const labels = wordsOf(code, 'shell').linkLabels;
  return headerNav.flatMap((link) => {
    const target = navTargets[link];
    return 'to' in target ? [{ label: labels[link], to: target.to }] : [];
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

/** Renders a compiled message to text with the given values, as a component would (tests of the runtime). */
export const renderedText = (lang: string, message: Message, values: Record<string, unknown> = {}) =>
  (renderMessage(lang, message, values, numbers) as unknown[]).join('');
