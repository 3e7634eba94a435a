import { formatMessage, intlFormatter, type Message, type NumbersFormatter } from './icu';

const numberFormat = (lang: string, options?: object) => intlFormatter('n', lang, options, () => new Intl.NumberFormat(lang, options));

/**
 * The parts of a message that count and choose, by `Intl`: `{n, number, ::currency/USD}`, a
 * plural's `#`, `{count, plural, …}` (an exact `=0` first, then the language's rule, then
 * `other`), `{n, selectordinal, …}` and `{scope, select, …}`. A component whose messages hold
 * them reads them with it: `useMessages('community', numbers)`. Its own module, in the chunk the
 * pages that count share (vite.config.ts), so the home page's first load does without it.
 */
export const numbers: NumbersFormatter = (lang, part, values, out, count) => {
  if (part === 0) {
    out.push(numberFormat(lang).format(count!));
    return;
  }
  const [name, kind, detail, offset = 0] = part as readonly [string, string, unknown, number?];
  const value = values[name];
  if (value === undefined) throw new Error(`No value for {${name}}`);
  if (kind === 'n') {
    out.push(numberFormat(lang, detail as object | undefined).format(value as number));
    return;
  }
  const branches = detail as Readonly<Record<string, Message>>;
  let branch = branches[String(value)];
  if (kind !== 's') {
    const rules = intlFormatter(kind, lang, undefined, () => new Intl.PluralRules(lang, { type: kind === 'p' ? 'cardinal' : 'ordinal' }));
    branch = branches[`=${value as number}`] ?? branches[rules.select((value as number) - offset)];
    count = (value as number) - offset;
  }
  formatMessage(lang, branch ?? branches.other!, values, numbers, out, count);
};
