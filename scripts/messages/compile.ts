/**
 * The catalogs compiled for the browser and the server, and checked against the source language:
 * ICU messages by FormatFS's parser (`@formatjs/icu-messageformat-parser`) into the parts
 * src/i18n/icu.ts writes out, legal documents by marked's lexer into sections of messages. Runs
 * at build time (scripts/messages/plugin.ts) and in the unit tests; nothing here reaches a page.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { marked, type Token, type Tokens } from 'marked';
import type { CompiledLegalDocument, LegalPart, Message, Part } from '../../src/i18n/icu';
import { unescapeInvisibleCharacters } from './catalogText.ts';

export type { CompiledLegalDocument } from '../../src/i18n/icu';

/** A catalog as its JSON file holds it: messages nested by area and key. */
export interface CatalogTree {
  [key: string]: string | CatalogTree;
}

export interface CompiledTree {
  [key: string]: Message | CompiledTree;
}

/** Dates and times by name (`{d, date, long}`), as ICU and FormatJS define them. */
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

/** Parses one ICU message; throws with the parser's own words. */
export function parseMessage(source: string): MessageFormatElement[] {
  return parse(source, { captureLocation: false, shouldParseSkeletons: true, requiresOtherClause: true });
}

function styleOptions(element: MessageFormatElement, styles: Record<string, object>): object | undefined {
  if (!('style' in element) || !element.style) return undefined;
  if (typeof element.style === 'object') return element.style.parsedOptions;
  const options = styles[element.style];
  if (!options) throw new Error(`unknown style "${element.style}" for {${element.value}}`);
  return options;
}

function compileElements(elements: MessageFormatElement[]): Message {
  const parts: Part[] = [];
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += element.value;
        else parts.push(element.value);
        break;
      case TYPE.pound:
        parts.push(0);
        break;
      case TYPE.argument:
        parts.push([element.value]);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time: {
        const kind = element.type === TYPE.number ? 'n' : element.type === TYPE.date ? 'd' : 't';
        const styles = element.type === TYPE.number ? NUMBER_STYLES : element.type === TYPE.date ? DATE_STYLES : TIME_STYLES;
        const options = styleOptions(element, styles);
        parts.push(options ? [element.value, kind, options as Record<string, unknown>] : [element.value, kind]);
        break;
      }
      case TYPE.select:
      case TYPE.plural: {
        const branches = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, compileElements(option.value)]));
        if (element.type === TYPE.select) parts.push([element.value, 's', branches]);
        else {
          const kind = element.pluralType === 'ordinal' ? 'o' : 'p';
          parts.push(element.offset ? [element.value, kind, branches, element.offset] : ([element.value, kind, branches] as Part));
        }
        break;
      }
      case TYPE.tag:
        parts.push([element.value, 'x', compileElements(element.children)]);
        break;
    }
  }
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts.length === 0 ? '' : parts;
}

/** One message, compiled: plain text stays a string. */
export function compileMessage(source: string): Message {
  return compileElements(parseMessage(source));
}

/**
 * What a message asks of the code that shows it: its arguments (`{count}`: a number or text, as
 * the language counts it or writes it plainly; `{date, date}`; a select with its choices,
 * `{scope, select, all|other}`) and its tags (`<terms>`), sorted. A translation must ask exactly
 * what its source asks: where a language puts the plural (on "5" or on "7" of "5 of 7 days") is
 * its own business.
 */
export function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      signature(element.children, into);
    } else if (element.type === TYPE.select) {
      into.add(`{${element.value}, select, ${Object.keys(element.options).sort().join('|')}}`);
    } else if (element.type === TYPE.date || element.type === TYPE.time) {
      into.add(`{${element.value}, ${TYPE[element.type]}}`);
    } else {
      into.add(`{${element.value}}`);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) signature(option.value, into);
    }
  }
  return into;
}

const describe = (set: Set<string>) => (set.size === 0 ? 'none' : [...set].sort().join(' '));

/** The plural forms a language distinguishes (CLDR's categories, as `Intl.PluralRules` has them): a plural gives each one. */
export interface PluralForms {
  /** The language's `Intl` locale, to name it in a problem. */
  locale: string;
  cardinal: readonly string[];
  ordinal: readonly string[];
}

export function pluralFormsOf(locale: string): PluralForms {
  const categories = (type: Intl.PluralRuleType) => new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
  return { locale, cardinal: categories('cardinal'), ordinal: categories('ordinal') };
}

/**
 * The plurals of a message that leave out a form of the language (`many` in Spanish, `zero` in
 * Arabic), each as a line: translation platforms ask for every form, and a number that falls in
 * a missing one would read as `other`. Exact matches (`=0`) are extra and replace no form.
 */
function missingPluralForms(elements: MessageFormatElement[], forms: PluralForms, into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.tag) missingPluralForms(element.children, forms, into);
    if (element.type !== TYPE.select && element.type !== TYPE.plural) continue;
    if (element.type === TYPE.plural) {
      const wanted = element.pluralType === 'ordinal' ? forms.ordinal : forms.cardinal;
      const missing = wanted.filter((form) => !(form in element.options));
      if (missing.length > 0)
        into.push(`{${element.value}, plural} lacks ${missing.join(', ')} (${forms.locale} has the forms ${wanted.join(', ')})`);
    }
    for (const option of Object.values(element.options)) missingPluralForms(option.value, forms, into);
  }
  return into;
}

/**
 * A catalog compiled in its source's shape: the source's keys in the source's order (the order
 * lists are shown in), every message parsed and holding exactly its source's arguments, choices
 * and tags, and, given the language's plural forms, every plural giving each of them. Each
 * problem is a line naming the file and the key.
 */
export function compileCatalog(
  source: CatalogTree,
  catalog: CatalogTree,
  file: string,
  forms?: PluralForms,
  path: string[] = [],
  problems: string[] = [],
): { compiled: CompiledTree; problems: string[] } {
  const compiled: CompiledTree = {};
  const where = (key: string) => `${file}: ${[...path, key].join('.')}`;
  for (const [key, sourceValue] of Object.entries(source)) {
    const value = catalog[key];
    if (value === undefined) {
      problems.push(`${where(key)}: missing`);
      continue;
    }
    if (typeof sourceValue !== 'string') {
      if (typeof value === 'string') problems.push(`${where(key)}: a message where the source has a group of messages`);
      else compiled[key] = compileCatalog(sourceValue, value, file, forms, [...path, key], problems).compiled;
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`${where(key)}: a group of messages where the source has a message`);
      continue;
    }
    try {
      const elements = parseMessage(value);
      const expected = describe(signature(parseMessage(sourceValue)));
      const found = describe(signature(elements));
      if (found !== expected) problems.push(`${where(key)}: asks for ${found}, where the source asks for ${expected}`);
      if (forms) for (const missing of missingPluralForms(elements, forms)) problems.push(`${where(key)}: ${missing}`);
      compiled[key] = compileElements(elements);
    } catch (error) {
      problems.push(`${where(key)}: does not parse as ICU MessageFormat (${(error as Error).message})`);
    }
  }
  for (const key of Object.keys(catalog)) {
    if (!(key in source)) problems.push(`${where(key)}: not in the source catalog`);
  }
  return { compiled, problems };
}

/** `Title {#anchor}`, the heading attribute Pandoc, kramdown and markdown-it-attrs read. */
const HEADING_ID = /^(.*?)\s*\{#([a-z0-9-]+)\}$/;

/**
 * A legal document written in Markdown: a summary paragraph, then `## Section {#id}` headings
 * (and `### Subsection {#id}`) over paragraphs and bullet lists of plain text with ICU arguments
 * (`{brand}`, `{supportEmail}`, `{lightpaper}`…). Anything else (emphasis, links, tables) is
 * refused: the page gives every document the same typography.
 */
export function compileLegalDocument(markdown: string, file: string): CompiledLegalDocument {
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  type Part = { id: string; title: Message; blocks: (Message | { list: Message[] })[] };
  const inline = (token: Tokens.Paragraph | Tokens.ListItem | Tokens.Heading | Tokens.Text, text: string): Message => {
    for (const child of token.tokens ?? []) {
      if (child.type !== 'text' && child.type !== 'escape' && child.type !== 'paragraph')
        fail(`only plain text is allowed, found ${child.type} in “${text}”`);
    }
    try {
      return compileMessage(unescapeInvisibleCharacters(text.replace(/\s*\n\s*/g, ' '), 'markdown'));
    } catch (error) {
      return fail(`“${text}” does not parse as ICU MessageFormat (${(error as Error).message})`);
    }
  };
  let summary: Message | undefined;
  const sections: (Part & { subsections?: Part[] })[] = [];
  let current: Part | undefined;
  for (const token of marked.lexer(markdown) as Token[]) {
    if (token.type === 'space') continue;
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      const match = HEADING_ID.exec(heading.text);
      if (!match) return fail(`heading “${heading.text}” has no {#id}`);
      const part: Part = { id: match[2]!, title: inline(heading, match[1]!), blocks: [] };
      if (heading.depth === 2) sections.push(part);
      else if (heading.depth === 3 && sections.length > 0) (sections.at(-1)!.subsections ??= []).push(part);
      else fail(`heading “${heading.text}”: sections are ## and their subsections ###`);
      current = part;
    } else if (token.type === 'paragraph') {
      const paragraph = inline(token as Tokens.Paragraph, (token as Tokens.Paragraph).text);
      if (current) current.blocks.push(paragraph);
      else if (summary === undefined) summary = paragraph;
      else fail('the summary is one paragraph before the first section');
    } else if (token.type === 'list' && current && !(token as Tokens.List).ordered) {
      current.blocks.push({ list: (token as Tokens.List).items.map((item) => inline(item, item.text)) });
    } else {
      fail(`unexpected ${token.type} “${token.raw.trim().slice(0, 40)}”`);
    }
  }
  if (summary === undefined) return fail('no summary paragraph');
  return { summary, sections };
}

/** The arguments a message uses, added to `into`. */
function argumentsOf(message: Message, into: Set<string>): Set<string> {
  if (typeof message === 'string') return into;
  for (const part of message) {
    if (typeof part === 'string' || part === 0) continue;
    into.add(`{${part[0]}}`);
    const [, kind, detail] = part as readonly [string, string?, unknown?];
    if (kind === 'x') argumentsOf(detail as Message, into);
    else if (kind === 's' || kind === 'p' || kind === 'o')
      for (const branch of Object.values(detail as Record<string, Message>)) argumentsOf(branch, into);
  }
  return into;
}

/** Every section and subsection of a document with the arguments it uses: a translation must match it line for line. */
function legalSignature(document: CompiledLegalDocument): string[] {
  const partLine = (part: LegalPart) => {
    const found = argumentsOf(part.title, new Set());
    for (const block of part.blocks)
      for (const message of typeof block === 'object' && 'list' in block ? block.list : [block]) argumentsOf(message, found);
    return `${part.id}: ${describe(found)}`;
  };
  return document.sections.flatMap((section) => [partLine(section), ...(section.subsections ?? []).map(partLine)]);
}

/** Problems of a translated document against its source: the same sections and subsections, in order, each with the same arguments. */
export function checkLegalDocument(source: CompiledLegalDocument, translation: CompiledLegalDocument, file: string): string[] {
  const expected = legalSignature(source);
  const found = legalSignature(translation);
  const problems: string[] = [];
  for (let index = 0; index < Math.max(expected.length, found.length); index += 1) {
    if (expected[index] !== found[index]) {
      problems.push(`${file}: section ${index + 1} is “${found[index] ?? 'missing'}”, where the source has “${expected[index] ?? 'none'}”`);
    }
  }
  return problems;
}
