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

/** `Intl`'s formatters, made once per language, kind and options: making one costs far more than using it. */
const formatters = new Map<string, unknown>();

export function intlFormatter<T>(kind: string, lang: string, options: object | undefined, make: () => T): T {
  const key = kind + lang + JSON.stringify(options);
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

/**
 * Writes the parts that count and choose: numbers (`{n, number, …}`, a plural's `#`), plurals,
 * ordinals and selects. Apart from the rest (src/i18n/numbers.ts), so that only the pages whose
 * messages count load it: the first load of every page carries the rest.
 */
export type NumbersFormatter = (lang: string, part: Part, values: Values, out: unknown[], count?: number) => void;

/**
 * Writes `message` in `lang` (a BCP 47 tag for `Intl`) with `values`, appending to `out`: text
 * as strings, and whatever a rich value or a tag's function returns as it is. Dates are written
 * in UTC: a document never depends on the time zone of the machine that renders it.
 */
export function formatMessage(
  lang: string,
  message: Message,
  values: Values,
  numbers?: NumbersFormatter,
  out: unknown[] = [],
  count?: number,
): unknown[] {
  if (typeof message === 'string') out.push(message);
  else {
    for (const part of message) {
      const kind = typeof part === 'object' ? part[1] : undefined;
      if (typeof part === 'string') out.push(part);
      else if (part === 0 || (kind && kind !== 'x' && kind !== 'd' && kind !== 't')) {
        if (!numbers) throw new Error('needs the numbers formatter');
        numbers(lang, part, values, out, count);
      } else {
        const [name, , detail] = part as readonly [string, string?, unknown?];
        if (!(name in values)) throw new Error(`No value for {${name}}`);
        const value = values[name];
        if (kind === 'x')
          out.push((value as (chunks: unknown[]) => unknown)(formatMessage(lang, detail as Message, values, numbers, [], count)));
        else if (kind) {
          const options = detail as object | undefined;
          out.push(
            intlFormatter('d', lang, options, () => new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' })).format(
              new Date(value as string),
            ),
          );
        } else out.push(value);
      }
    }
  }
  return out;
}
