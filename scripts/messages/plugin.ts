/**
 * The catalogs as modules (vite.config.ts and vitest.config.ts register it): each area of each
 * language is `virtual:messages/<locale>/<area>`, its messages compiled (compile.ts), its groups
 * below the first screen `virtual:messages/<locale>/<area>.below` (src/i18n/messageParts.ts), and
 * `virtual:messages/all` holds them all for the server. A catalog with a problem (JSON that does
 * not parse, a missing message, other arguments than the source's, ICU that does not parse, a
 * plural without one of its language's forms, an invisible character written raw) stops the
 * build with a line naming the file and the key or line. In development an edited catalog updates the page in place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  ALL_MESSAGES_MODULE,
  BY_LANGUAGE_MODULE,
  catalogFile,
  legalFile,
  MESSAGES_DIR,
  messagesModule,
  messagesModuleAt,
} from '../../src/app/modules.ts';
import { defaultLocale, locales } from '../../src/i18n/locales.ts';
import { areaOfPart, belowTheFold, BELOW_THE_FOLD, type AreaWithPart } from '../../src/i18n/messageParts.ts';
import { parseCatalog, rawInvisibleCharacters } from './catalogText.ts';
import {
  checkLegalDocument,
  compileCatalog,
  compileLegalDocument,
  pluralFormsOf,
  type CompiledLegalDocument,
  type CompiledTree,
} from './compile.ts';

const read = (file: string) => readFileSync(resolve(file), 'utf8');
/** A catalog's messages; a file that is not valid JSON stops with its name, line and column. */
export const readCatalog = (file: string) => parseCatalog(read(file), file);

/** The legal documents: the source language's Markdown files. */
export const legalNames = () =>
  readdirSync(resolve(MESSAGES_DIR, defaultLocale.code, 'legal'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .sort();

/**
 * The areas of the catalogs (the source's top-level keys), the legal documents, and the areas'
 * groups below the first screen (src/i18n/messageParts.ts): what a page can load.
 */
export function messagesAreas(): string[] {
  return [
    ...Object.keys(readCatalog(catalogFile(defaultLocale.code))),
    ...legalNames(),
    ...(Object.keys(BELOW_THE_FOLD) as AreaWithPart[]).map(belowTheFold),
  ];
}

/** Every messages module id, `virtual:messages/<locale>/<area>`: each an entry of the client build. */
export const messagesModules = () => locales.flatMap((locale) => messagesAreas().map((area) => messagesModule(locale.code, area)));

type CompiledLanguage = { catalog: CompiledTree; legal: Record<string, CompiledLegalDocument> };

/** The last compilation of each language, with the sources it was made from: every area's module reads it. */
const compiledLanguages = new Map<string, { sources: string; compiled: CompiledLanguage }>();

/** One language's catalog compiled against the source, and every legal document; throws with every problem found. */
export function compileLanguage(locale: string): CompiledLanguage {
  const files = [
    catalogFile(defaultLocale.code),
    catalogFile(locale),
    ...legalNames().flatMap((name) => [legalFile(defaultLocale.code, name), legalFile(locale, name)]),
  ];
  const sources = files.map(read).join('\0');
  const last = compiledLanguages.get(locale);
  if (last?.sources === sources) return last.compiled;
  const compiled = compileFreshly(locale);
  compiledLanguages.set(locale, { sources, compiled });
  return compiled;
}

function compileFreshly(locale: string): CompiledLanguage {
  const source = readCatalog(catalogFile(defaultLocale.code));
  const file = catalogFile(locale);
  const forms = pluralFormsOf(locales.find((entry) => entry.code === locale)!.intl);
  const { compiled, problems } = compileCatalog(source, readCatalog(file), file, forms);
  problems.push(...rawInvisibleCharacters(read(file), file, 'json'));
  const legal: Record<string, CompiledLegalDocument> = {};
  for (const name of legalNames()) {
    const sourceDocument = compileLegalDocument(read(legalFile(defaultLocale.code, name)), legalFile(defaultLocale.code, name));
    legal[name] = compileLegalDocument(read(legalFile(locale, name)), legalFile(locale, name));
    problems.push(...checkLegalDocument(sourceDocument, legal[name], legalFile(locale, name)));
    problems.push(...rawInvisibleCharacters(read(legalFile(locale, name)), legalFile(locale, name), 'markdown'));
  }
  if (problems.length > 0) throw new Error(`The catalogs have problems:\n${problems.join('\n')}`);
  return { catalog: compiled, legal };
}

/** An area's groups, those below the first screen (`below`) or the others. */
function groupsOf(tree: CompiledTree, area: AreaWithPart, below: boolean): CompiledTree {
  const named: readonly string[] = BELOW_THE_FOLD[area];
  return Object.fromEntries(Object.entries(tree).filter(([group]) => named.includes(group) === below));
}

/**
 * A messages module's contents: an area without its groups below the first screen, which are a
 * module of their own, or a legal document. `whole`: the server's, every area in full.
 */
function areaOf(compiled: CompiledLanguage, name: string, { whole = false } = {}) {
  const partOf = areaOfPart(name);
  if (partOf && !(partOf in BELOW_THE_FOLD)) return undefined;
  if (partOf) return groupsOf(compiled.catalog[partOf] as CompiledTree, partOf, true);
  const tree = compiled.catalog[name] ?? compiled.legal[name];
  return !whole && name in BELOW_THE_FOLD ? groupsOf(tree as CompiledTree, name as AreaWithPart, false) : tree;
}

export function messagesPlugin(): Plugin {
  return {
    name: 'scan:messages',
    // `\0` marks a virtual module; the browser asks for one by that id in development (`/@id/__x00__virtual:…`).
    resolveId(id) {
      const bare = id.replace(/^\0/, '');
      return messagesModuleAt(id) || bare === ALL_MESSAGES_MODULE || bare.startsWith(BY_LANGUAGE_MODULE) ? `\0${bare}` : undefined;
    },
    load(id) {
      if (id.startsWith(`\0${BY_LANGUAGE_MODULE}`)) {
        const area = id.slice(BY_LANGUAGE_MODULE.length + 1);
        const loaders = locales.map(
          (locale) => `${JSON.stringify(locale.code)}: () => import(${JSON.stringify(messagesModule(locale.code, area))})`,
        );
        return `export default { ${loaders.join(', ')} };`;
      }
      if (id === `\0${ALL_MESSAGES_MODULE}`) {
        const all: Record<string, unknown> = {};
        for (const locale of locales) {
          const compiled = compileLanguage(locale.code);
          for (const area of messagesAreas()) all[`${locale.code}/${area}`] = areaOf(compiled, area, { whole: true });
        }
        return `export default ${JSON.stringify(all)};`;
      }
      const at = messagesModuleAt(id);
      if (!at) return undefined;
      const messages = areaOf(compileLanguage(at.locale), at.area);
      if (messages === undefined) this.error(`No messages area ${at.area}`);
      const code = `export default ${JSON.stringify(messages)};`;
      // Development, in the browser: an edited catalog hands its new messages to the registry, which re-renders what reads them.
      if (this.environment.mode !== 'dev' || this.environment.name !== 'client') return code;
      return `${code}
import { replaceMessages as __replaceMessages } from '/src/i18n/messages.tsx';
if (import.meta.hot) import.meta.hot.accept((next) => next && __replaceMessages(${JSON.stringify(at.locale)}, ${JSON.stringify(at.area)}, next.default));
`;
    },
    hotUpdate({ file }) {
      const relative = file.slice(resolve(MESSAGES_DIR).length + 1);
      if (!file.startsWith(resolve(MESSAGES_DIR)) || relative.startsWith('..')) return undefined;
      // The source's edits reach every language (its keys and their order); a translation's only its own.
      const locale = relative.split(/[/.]/, 1)[0];
      const affected = [...this.environment.moduleGraph.idToModuleMap.values()].filter((module) => {
        const at = module.id ? messagesModuleAt(module.id) : undefined;
        return module.id === `\0${ALL_MESSAGES_MODULE}` || (at && (locale === defaultLocale.code || at.locale === locale));
      });
      for (const module of affected) this.environment.moduleGraph.invalidateModule(module);
      return this.environment.name === 'client' ? affected : [];
    },
  };
}
