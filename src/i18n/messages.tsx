import { createContext, Fragment, isValidElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type source from '../../messages/en.json';
import type { legalLastUpdated } from '../content/legal';
import { formatMessage, type CompiledLegalDocument, type Message, type NumbersFormatter, type Values } from './icu';
import { defaultLocale, type Locale, type LocaleCode } from './locales';
import { areaOfPart, belowTheFold, type AreaWithPart, type MessagesPart } from './messageParts';

/** The source catalog's shape (`messages/en.json`): keys the code uses are checked against it by `tsc`. */
export type Catalog = typeof source;
export type CatalogArea = keyof Catalog;
/** The legal documents (`messages/<locale>/legal/<name>.md`), as their dates name them. */
export type LegalName = keyof typeof legalLastUpdated;
/** What a page can load besides the shell: an area of the catalog, a legal document, or an area's groups below the first screen. */
export type MessagesName = CatalogArea | LegalName | MessagesPart;

type Join<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}.${Key}`;
/** Every message's key in a tree of messages: `faq.title`, `faqCategories.earnings`. */
export type MessageKey<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Join<Prefix, Key> : MessageKey<Tree[Key], Join<Prefix, Key>>;
}[keyof Tree & string];
/** Every group's key: `faqItems`, `faqItems.earnings`. */
export type GroupKey<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? never : Join<Prefix, Key> | GroupKey<Tree[Key], Join<Prefix, Key>>;
}[keyof Tree & string];
/** The subtree at a group's key. */
type At<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? At<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/** A tag's content, handed to the function that renders it: `(chunks) => <Link to="/terms">{chunks}</Link>`. */
export type Chunks = ReactNode[];

/** An area's messages in the page's language, by key. */
export interface Translate<Tree> {
  /** The message as text: `t('faq.resultCount', { count: 3, scope: 'all' })`. */
  (key: MessageKey<Tree>, values?: Readonly<Record<string, string | number | Date>>): string;
  /** The message with tags and arguments rendered by React: `t.rich('agreement', { terms: (chunks) => <Link …>{chunks}</Link> })`. */
  rich(key: MessageKey<Tree>, values: Readonly<Record<string, ReactNode | Date | ((chunks: Chunks) => ReactNode)>>): ReactNode;
  /** A group of plain messages as text, its keys in the source's order: a list's items by id, a card's title and points. */
  group<Group extends GroupKey<Tree>>(group: Group): At<Tree, Group>;
}

type CompiledTree = { readonly [key: string]: Message | CompiledTree };

/**
 * Compiled messages at hand, by `locale/name`. The server registers every language's before it
 * renders (src/entry-server.tsx); a browser registers the shell from the document's boot data and
 * imports the others, for the pages it shows, from the URLs the boot data gives.
 */
const loaded = new Map<string, unknown>();
/** Messages registered in part (the boot data's shell, src/app/bootData.ts): loading them brings the whole module. */
const partial = new Set<string>();
let urls: Readonly<Record<string, string>> = {};

export const messagesKey = (locale: LocaleCode, name: string) => `${locale}/${name}`;

export function registerMessages(locale: LocaleCode, name: string, messages: unknown, { whole = true } = {}): void {
  loaded.set(messagesKey(locale, name), messages);
  if (whole) partial.delete(messagesKey(locale, name));
  else partial.add(messagesKey(locale, name));
  // An area and its part, whichever comes second (an area without a part has none to join).
  joinPart(locale, areaOfPart(name) ?? (name as AreaWithPart));
}

/**
 * An area's groups below the first screen, once both have come, join the area's own messages, where
 * its sections read them (src/i18n/messageParts.ts): the area's compiled tree, which no one else holds.
 */
function joinPart(locale: LocaleCode, area: AreaWithPart): void {
  const whole = loaded.get(messagesKey(locale, area));
  const part = loaded.get(messagesKey(locale, belowTheFold(area)));
  if (whole && part) Object.assign(whole, part);
}

/** Browser only: where each messages module of the document's language is (boot data `messages`). */
export function setMessagesUrls(byKey: Readonly<Record<string, string>>): void {
  urls = byKey;
}

/** Loads messages of one language; once resolved, `useMessages` returns them without waiting. */
export async function loadMessages(locale: LocaleCode, names: readonly MessagesName[]): Promise<void> {
  // An area's part is read through the area: both come.
  const needed = new Set(names.flatMap((name) => [areaOfPart(name) ?? name, name]));
  await Promise.all(
    [...needed].map(async (name) => {
      const key = messagesKey(locale, name);
      if (loaded.has(key) && !partial.has(key)) return;
      const url = urls[key];
      if (!url) throw new Error(`No ${key} messages`);
      registerMessages(locale, name, ((await import(/* @vite-ignore */ url)) as { default: unknown }).default);
    }),
  );
}

function compiledOf(locale: LocaleCode, name: MessagesName): unknown {
  const messages = loaded.get(messagesKey(locale, name));
  if (messages === undefined) throw new Error(`No ${messagesKey(locale, name)} messages loaded`);
  return messages;
}

/** Tags and rich arguments as React children, each element with a key (React's Children.toArray still warns in development). */
const keyed = (parts: unknown[]): ReactNode[] =>
  parts.map((part, index) => (isValidElement(part) ? <Fragment key={index}>{part}</Fragment> : (part as ReactNode)));

/** A compiled message rendered by React: its tags by the functions `values` gives, its rich arguments as they are. */
export function renderMessage(lang: string, message: Message, values: Values, numbers?: NumbersFormatter): ReactNode {
  const tags = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function' ? (chunks: unknown[]) => value(keyed(chunks)) : value,
    ]),
  );
  return keyed(formatMessage(lang, message, tags, numbers));
}

/** Groups written out as text, by their compiled group: made once per language. */
const groups = new WeakMap<object, unknown>();

/** A translator over one area's compiled messages in one language. */
function translatorOf<Tree>(locale: Locale, area: string, compiled: CompiledTree, numbers?: NumbersFormatter): Translate<Tree> {
  const at = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as CompiledTree | undefined)?.[part], compiled);
  const format = (key: string, values: Values, write: typeof formatMessage | typeof renderMessage) => {
    try {
      const message = at(key);
      if (message === undefined) throw new Error('no such message');
      return write(locale.intl, message as Message, values, numbers);
    } catch (error) {
      throw new Error(`${locale.code} ${area}.${key}: ${(error as Error).message}`, { cause: error });
    }
  };
  const asText = (node: unknown, key: string): unknown => {
    if (typeof node !== 'object' || Array.isArray(node)) return (format(key, {}, formatMessage) as unknown[]).join('');
    let text = groups.get(node!);
    if (!text)
      groups.set(
        node!,
        (text = Object.fromEntries(Object.keys(node!).map((name) => [name, asText((node as CompiledTree)[name], `${key}.${name}`)]))),
      );
    return text;
  };
  const t = ((key: string, values: Values = {}) =>
    (format(key, values, formatMessage) as unknown[]).join('')) as unknown as Translate<Tree>;
  t.rich = (key: string, values: Values) => format(key, values, renderMessage) as ReactNode;
  t.group = ((group: string) => asText(at(group), group)) as Translate<Tree>['group'];
  return t;
}

/** One area's messages in a language, outside React (the server's error page, the stylesheet's collection). */
export function messagesOf<Area extends CatalogArea>(locale: Locale, area: Area, numbers?: NumbersFormatter): Translate<Catalog[Area]> {
  return translatorOf(locale, area, compiledOf(locale.code, area) as CompiledTree, numbers);
}

/** A legal document in a language, as the build compiled its Markdown. */
export function legalDocumentOf(locale: LocaleCode, name: LegalName): CompiledLegalDocument {
  return compiledOf(locale, name) as CompiledLegalDocument;
}

const LocaleContext = createContext<Locale>(defaultLocale);

/** The language of everything below: the document's, from its path prefix. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** What re-renders when messages change under it: in development only (`replaceMessages`). */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Development only: the messages of a catalog the developer just saved (its module's hot update,
 * from scripts/messages/plugin.ts). Whatever reads them renders again, in place, keeping its state.
 */
export function replaceMessages(locale: LocaleCode, name: string, messages: unknown): void {
  registerMessages(locale, name, messages);
  for (const listener of listeners) listener();
}

function useCompiledOnce(name: MessagesName): unknown {
  return compiledOf(useLocale().code, name);
}

function useLiveCompiled(name: MessagesName): unknown {
  const { code } = useLocale();
  const current = () => compiledOf(code, name);
  return useSyncExternalStore(subscribe, current, current);
}

/** Messages never change in a build; in development an edit does, so there each reader subscribes to them. */
const useCompiled: (name: MessagesName) => unknown = import.meta.hot ? useLiveCompiled : useCompiledOnce;

/**
 * One area's messages in the page's language: `const t = useMessages('account'); t('signIn.submit')`.
 * Messages that count or choose (numbers, plurals, selects) need the numbers formatter:
 * `useMessages('community', numbers)` (src/i18n/numbers.ts); without it they throw, on the server too.
 */
export function useMessages<Area extends CatalogArea>(area: Area, numbers?: NumbersFormatter): Translate<Catalog[Area]> {
  return translatorOf(useLocale(), area, useCompiled(area) as CompiledTree, numbers);
}

/** A legal document in the page's language. */
export function useLegalDocument(name: LegalName): CompiledLegalDocument {
  return useCompiled(name) as CompiledLegalDocument;
}
