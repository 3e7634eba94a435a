import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFile, legalFile, MESSAGES_DIR } from '../../src/app/modules';
import { defaultLocale } from '../../src/i18n/locales';

/*
 * The English pages speak one voice, US English (decision 020's source catalog is what every
 * translation starts from). A British spelling in the catalog or the legal documents fails here,
 * naming the file, the line or key, the word and its US spelling.
 */

/** British words whose US spelling is not a pattern of the rules below. */
const BRITISH_WORDS: Record<string, string> = {
  licence: 'license',
  licences: 'licenses',
  licenced: 'licensed',
  programme: 'program',
  programmes: 'programs',
  catalogue: 'catalog',
  catalogues: 'catalogs',
  cheque: 'check',
  cheques: 'checks',
  grey: 'gray',
  tyre: 'tire',
  aluminium: 'aluminum',
  defence: 'defense',
  offence: 'offense',
  offences: 'offenses',
  pretence: 'pretense',
  practise: 'practice',
  practised: 'practiced',
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  enquire: 'inquire',
  whilst: 'while',
  amongst: 'among',
  learnt: 'learned',
  spelt: 'spelled',
  judgement: 'judgment',
  ageing: 'aging',
  enrolment: 'enrollment',
  fulfilment: 'fulfillment',
  fulfil: 'fulfill',
  instalment: 'installment',
  instalments: 'installments',
  skilful: 'skillful',
  wilful: 'willful',
  sceptical: 'skeptical',
  manoeuvre: 'maneuver',
  mould: 'mold',
  draught: 'draft',
  cosy: 'cozy',
  maths: 'math',
  postcode: 'ZIP code',
  jewellery: 'jewelry',
};

/** Words of -our that American spelling writes -or (colour → color), with what may follow. */
const OUR =
  /^(arm|behavi|col|endeav|fav|flav|harb|hon|hum|lab|neighb|od|parl|rig|rum|sav|splend|val|vap|vig)our(s|ed|ing|ite|ites|able|ably|al|ful|less|er|ers|hood|hoods|y|ist|ists)?$/;
/** Words of -re that American spelling writes -er (centre → center). */
const RE = /^(cent|met|kilomet|centimet|millimet|lit|theat|fib|calib|spect|somb|lust|meag|sab)re(s|d)?$/;
/** -ise, -isation, -yse: American spelling writes -ize, -ization, -yze (organise → organize). */
const ISE = /^(\w+?)(is|ys)(e|es|ed|ing|er|ers|ation|ations|ational|able)$/;
/** Words that end in -ise in American spelling too: not verbs of -ize. */
const ISE_IN_US = new Set(
  (
    'advertise advise apprise appraise arise chastise circumcise comprise compromise concise crises demise despise devise ' +
    'disguise enterprise excise exercise expertise franchise improvise incise merchandise noise otherwise paradise poise ' +
    'praise precise premise promise raise revise rise sunrise supervise surmise surprise televise treatise wise likewise ' +
    'clockwise cruise bruise guise reprise valise tortoise porpoise mortise anise cerise analyses'
  ).split(' '),
);
/** -l- doubled before an ending where American spelling keeps one (labelled → labeled, traveller → traveler). */
const DOUBLED_L =
  /^(cancel|label|model|travel|fuel|signal|total|level|channel|counsel|dial|equal|marshal|pedal|quarrel|tunnel|rival|shovel|funnel|jewel|libel|marvel|panel|parcel|pencil)l(ed|ing|er|ers|or|ors|ous|ist|ists)$/;

/** The US spelling of a British one, or undefined for a word American English writes so. */
export function usSpellingOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (BRITISH_WORDS[lower]) return BRITISH_WORDS[lower];
  if (OUR.test(lower)) return lower.replace('our', 'or');
  if (RE.test(lower)) return lower.replace(/re(s|d)?$/, 'er$1');
  const ise = ISE.exec(lower);
  if (ise) {
    const [, stem, vowel, ending] = ise;
    const base = `${stem}${vowel}e`;
    if (!ISE_IN_US.has(lower) && !ISE_IN_US.has(base)) return `${stem}${vowel === 'is' ? 'iz' : 'yz'}${ending}`;
  }
  if (DOUBLED_L.test(lower)) return lower.replace(/l(ed|ing|er|ers|or|ors|ous|ist|ists)$/, '$1');
  return undefined;
}

/** Every British spelling in a text, with the US spelling beside it. */
const britishIn = (text: string) =>
  [...text.matchAll(/\p{L}+/gu)].flatMap(([word]) => {
    const us = usSpellingOf(word);
    return us ? [`${word} → ${us}`] : [];
  });

/** Every message of a catalog, with its key. */
function messagesOfTree(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    messagesOfTree(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('US English', () => {
  it('tells British spellings from American ones', () => {
    const british = [
      'colour',
      'Centre',
      'licence',
      'programme',
      'organise',
      'recognised',
      'anonymisation',
      'analyse',
      'labelled',
      'travellers',
      'favourite',
      'whilst',
    ];
    expect(british.map(usSpellingOf)).toEqual([
      'color',
      'center',
      'license',
      'program',
      'organize',
      'recognized',
      'anonymization',
      'analyze',
      'labeled',
      'travelers',
      'favorite',
      'while',
    ]);
    const american = [
      'color',
      'center',
      'license',
      'program',
      'organize',
      'advertise',
      'promised',
      'surprising',
      'otherwise',
      'exercises',
      'raised',
      'premises',
      'precise',
      'analyses',
      'installed',
      'controlled',
      'cancellation',
      'your',
      'hour',
      'four',
      'genre',
      'acre',
      'this',
      'basis',
    ];
    expect(american.filter((word) => usSpellingOf(word) !== undefined)).toEqual([]);
  });

  it('is the English catalog’s one spelling', () => {
    const catalog = JSON.parse(readFileSync(catalogFile(defaultLocale.code), 'utf8')) as unknown;
    const found = messagesOfTree(catalog).flatMap(([key, message]) => britishIn(message).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });

  it.each(readdirSync(join(MESSAGES_DIR, defaultLocale.code, 'legal')).map((file) => file.replace(/\.md$/, '')))(
    'is the spelling of the English %s document',
    (name) => {
      const file = legalFile(defaultLocale.code, name);
      const found = readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => britishIn(line).map((word) => `${file}:${index + 1}: ${word}`));
      expect(found).toEqual([]);
    },
  );
});
