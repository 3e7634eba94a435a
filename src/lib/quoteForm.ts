/**
 * The business quote form's fields with the words of one language: the language-neutral specs
 * and choice values of `src/content/businessData.ts`, labelled by the page's words.
 */
import {
  budgetValues,
  dataVolumeValues,
  industryValues,
  inquiryFieldSpecs,
  questTypeChoiceValues,
  timelineValues,
  type InputFieldSpec,
  type InquiryFieldName,
  type InquiryFieldRules,
  type SelectFieldName,
  type SelectFieldSpec,
  type TextAreaFieldSpec,
} from '../content/businessData';
import type { BusinessWords } from '../content/schema';
import type { Choice } from '../content/types';
import type { BusinessDraftOptions } from './mailDraft';

/** A field of the quote form with its words, as the form renders it and the mail draft lists it. */
export type InquiryField = InquiryFieldRules & { label: string; placeholder: string } & (
    InputFieldSpec | (SelectFieldSpec & { options: readonly Choice[] }) | TextAreaFieldSpec
  );

const choicesOf = <Value extends string>(values: readonly Value[], label: (value: Value) => string): readonly Choice[] =>
  values.map((value) => ({ value, label: label(value) }));

/** A select's choices: the language-neutral values, labelled in the page's language. */
function optionsOf(field: SelectFieldName, words: BusinessWords): readonly Choice[] {
  const { choices, otherQuestType } = words.quoteForm;
  switch (field) {
    case 'questType':
      return choicesOf(questTypeChoiceValues, (value) => (value === 'other' ? otherQuestType : words.questTypes[value].name));
    case 'industry':
      return choicesOf(industryValues, (value) => choices.industry[value]);
    case 'dataVolume':
      return choicesOf(dataVolumeValues, (value) => choices.dataVolume[value]);
    case 'timeline':
      return choicesOf(timelineValues, (value) => choices.timeline[value]);
    case 'budget':
      return choicesOf(budgetValues, (value) => choices.budget[value]);
  }
}

/** The quote form's fields with the words of one language. */
export function inquiryFields(words: BusinessWords): readonly InquiryField[] {
  return inquiryFieldSpecs.map((spec): InquiryField => {
    const fieldWords = words.quoteForm.fields[spec.name];
    return spec.kind === 'select' ? { ...spec, ...fieldWords, options: optionsOf(spec.name, words) } : { ...spec, ...fieldWords };
  });
}

/** How the quote's mail draft reads the form: its fields, and which ones name the subject. */
export function inquiryDraftOptions(fields: readonly InquiryField[]): BusinessDraftOptions<InquiryFieldName> {
  return { fields, questTypeField: 'questType', companyField: 'companyName' };
}
