import type { PluralForms } from '../content/schema';

/** One set of rules per language, made the first time the language counts something. */
const rulesByLanguage = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesByLanguage.set(lang, rules);
  }
  return rules;
}

/**
 * A counted text in the form the language's plural rules pick for `count` (`lang`: BCP 47, as
 * `<html lang>`), `{count}` filled with `shown`: the number as the text writes it, when that is
 * not its plain digits (a formatted figure).
 */
export function plural(lang: string, count: number, forms: PluralForms, shown = String(count)): string {
  const form = (count === 0 ? forms['=0'] : undefined) ?? forms[pluralRules(lang).select(count)] ?? forms.other;
  return form.replaceAll('{count}', shown);
}
