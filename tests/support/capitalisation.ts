/*
 * The capitalisation rule for headings and buttons, per language (issue 26; GUIDE.md "One
 * system"): English in the Title Case the spec quotes ("Connect & Get Help", "Get Your Custom
 * Quote"); Spanish, Portuguese and French in their own sentence case. Arabic and Devanagari have
 * no letter case.
 */

/**
 * Words English Title Case leaves in lower case inside a title: articles, conjunctions and
 * prepositions of four letters or fewer, as the spec's own titles have them ("Continue with
 * Google", "Follow on X"). A particle of a phrasal verb is capitalised ("Sign Up Free").
 */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'in',
  'of',
  'off',
  'on',
  'per',
  'to',
  'via',
  'vs',
  'with',
  'from',
  'into',
  'onto',
  'over',
  'than',
]);

/** Names and acronyms written their own way in any position and any language. */
const OWN_SPELLING = /^(?:iOS|iPhone|iPad|eBay|\$SCAN|SCAN|X)$/;

/** The words of a text with the punctuation around them removed; figures and symbols left out. */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}$]+|[^\p{L}]+$/gu, ''))
    .filter((word) => /\p{L}/u.test(word));
}

const startsUpper = (word: string) => /^\p{Lu}/u.test(word);
const isAcronym = (word: string) => word.length > 1 && word === word.toUpperCase();

/** Why `text` is not English Title Case, or undefined when it is. */
export function titleCaseProblem(text: string): string | undefined {
  const words = wordsOf(text);
  for (const [index, word] of words.entries()) {
    if (OWN_SPELLING.test(word) || isAcronym(word)) continue;
    const edge = index === 0 || index === words.length - 1;
    // A word after a colon or a full stop starts a new phrase: it is capitalised like a first word.
    const afterBreak = index > 0 && /[:.?!]$/.test(text.split(/\s+/).find((part) => part.includes(words[index - 1]!)) ?? '');
    for (const part of word.split('-')) {
      if (part === '') continue;
      const minor = MINOR_WORDS.has(part.toLowerCase());
      if (minor && !edge && !afterBreak) {
        if (startsUpper(part)) return `"${part}" in "${text}" is a minor word: lower case inside a title`;
      } else if (!startsUpper(part)) {
        return `"${part}" in "${text}" should start with a capital`;
      }
    }
  }
  return undefined;
}

/** Why `text` is not sentence case, or undefined when it is: a capital first, then lower case but for names and acronyms. */
export function sentenceCaseProblem(text: string, names: readonly string[]): string | undefined {
  const words = wordsOf(text);
  if (words[0] && !startsUpper(words[0]) && !OWN_SPELLING.test(words[0])) return `"${text}" should start with a capital`;
  const parts = text.split(/\s+/);
  for (const [index, word] of words.entries()) {
    if (index === 0 || !startsUpper(word) || OWN_SPELLING.test(word) || isAcronym(word)) continue;
    if (names.some((name) => name.split(/\s+/).includes(word))) continue;
    // After a full stop, a question or an exclamation mark a new sentence begins.
    const before = parts[parts.findIndex((part) => part.includes(word)) - 1] ?? '';
    if (/[.?!]$/.test(before)) continue;
    return `"${word}" in "${text}" should be lower case in sentence case`;
  }
  return undefined;
}
