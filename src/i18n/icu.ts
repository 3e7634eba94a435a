/**
 * Messages as the build compiles them (scripts/messages/compile.ts) and the one function that
 * writes them out with `Intl`: no parser reaches the browser. A message with no argument stays
 * its plain text; any other is a list of parts:
 *
 * - `"text"`: literal text; `0`: a plural's number (`#`)
 * - `[name]`: an argument as it is (`{name}`)
 * - `[name, 'n' | 'd' | 't', options?]`: a number, date or time by `Intl` (`{n, number, ::currency/USD}`)
 * - `[name, 's', branches]`: a select; `[name, 'p' | 'o', branches, offset?]`: a plural, an ordinal
 * - `[name, 'x', children]`: a tag (`<terms>…</terms>`), given its children by the caller
 */
export type Message = string | readonly Part[];
export type Part =
  | string
  | 0
  | readonly [name: string]
  | readonly [name: string, kind: 'n' | 'd' | 't', options?: Readonly<Record<string, unknown>>]
  | readonly [name: string, kind: 's', branches: Readonly<Record<string, Message>>]
  | readonly [name: string, kind: 'p' | 'o', branches: Readonly<Record<string, Message>>, offset?: number]
  | readonly [name: string, kind: 'x', children: Message];

/** A legal document's section or subsection, with its anchor (a Markdown heading's `{#id}`). */
export interface LegalPart {
  id: string;
  title: Message;
  /** Paragraphs, and bullet lists. */
  blocks: readonly (Message | { list: readonly Message[] })[];
}

/** A legal document as the build compiles its Markdown: the summary, then the sections in order. */
export interface CompiledLegalDocument {
  summary: Message;
  sections: readonly (LegalPart & { subsections?: readonly LegalPart[] })[];
}

/** What a message's arguments may be given: text and figures, and for rich messages anything a tag or argument renders. */
export type Values = Readonly<Record<string, unknown>>;

/** One formatter per language and options object: the options are the compiled message's own, so they live as long as it. */
const formatters = new WeakMap<object, Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>>();
const NO_OPTIONS = {};

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(options: object, key: string, make: () => T): T {
  let byKey = formatters.get(options);
  if (!byKey) formatters.set(options, (byKey = new Map()));
  let formatter = byKey.get(key) as T | undefined;
  if (!formatter) byKey.set(key, (formatter = make()));
  return formatter;
}

const numberFormat = (lang: string, options: object = NO_OPTIONS) =>
  cached(options, `n${lang}`, () => new Intl.NumberFormat(lang, options));

/** Dates are written in UTC: a document never depends on the time zone of the machine that renders it. */
const dateFormat = (lang: string, options: object = NO_OPTIONS) =>
  cached(options, `d${lang}`, () => new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }));

const pluralRules = (lang: string, type: Intl.PluralRuleType) =>
  cached(NO_OPTIONS, `${type}${lang}`, () => new Intl.PluralRules(lang, { type }));

/**
 * Writes `message` in `lang` (a BCP 47 tag for `Intl`) with `values`, appending to `out`: text
 * as strings, and whatever a rich value or a tag's function returns as it is.
 */
export function formatMessage(lang: string, message: Message, values: Values, out: unknown[] = [], count?: number): unknown[] {
  if (typeof message === 'string') {
    out.push(message);
    return out;
  }
  for (const part of message) {
    if (typeof part === 'string') out.push(part);
    else if (part === 0) out.push(numberFormat(lang).format(count!));
    else {
      const name = part[0];
      if (!(name in values)) throw new Error(`No value for {${name}}`);
      const value = values[name];
      if (part.length === 1) out.push(value);
      else if (part[1] === 'n') out.push(numberFormat(lang, part[2]).format(value as number));
      else if (part[1] === 'd' || part[1] === 't') out.push(dateFormat(lang, part[2]).format(new Date(value as string | number | Date)));
      else if (part[1] === 'x') out.push((value as (chunks: unknown[]) => unknown)(formatMessage(lang, part[2], values, [], count)));
      else if (part[1] === 's') formatMessage(lang, part[2][String(value)] ?? part[2].other!, values, out, count);
      else {
        const [, kind, branches, offset = 0] = part as readonly [string, 'p' | 'o', Readonly<Record<string, Message>>, number?];
        const number = value as number;
        const rule = pluralRules(lang, kind === 'p' ? 'cardinal' : 'ordinal').select(number - offset);
        formatMessage(lang, branches[`=${number}`] ?? branches[rule] ?? branches.other!, values, out, number - offset);
      }
    }
  }
  return out;
}
