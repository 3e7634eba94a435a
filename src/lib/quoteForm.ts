/**
 * The business quote form's fields with the words of one language: the language-neutral specs
 * and choice values of `src/content/businessData.ts`, labelled by the page's messages.
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
import type { Choice } from '../content/types';
import type { Catalog, Translate } from '../i18n/messages';
import type { BusinessDraftOptions } from './mailDraft';

/** A field of the quote form with its words, as the form renders it and the mail draft lists it. */
export type InquiryField = InquiryFieldRules & { label: string; placeholder: string } & (
    InputFieldSpec | (SelectFieldSpec & { options: readonly Choice[] }) | TextAreaFieldSpec
  );

const choicesOf = <Value extends string>(values: readonly Value[], label: (value: Value) => string): readonly Choice[] =>
  values.map((value) => ({ value, label: label(value) }));

type BusinessMessages = Translate<Catalog['business']>;

/** A select's choices: the language-neutral values, labelled in the page's language. */
function optionsOf(field: SelectFieldName, t: BusinessMessages): readonly Choice[] {
  switch (field) {
    case 'questType':
      return choicesOf(questTypeChoiceValues, (value) =>
        value === 'other' ? t('quoteForm.otherQuestType') : t(`questTypes.${value}.name`),
      );
    case 'industry':
      return choicesOf(industryValues, (value) => t(`quoteForm.choices.industry.${value}`));
    case 'dataVolume':
      return choicesOf(dataVolumeValues, (value) => t(`quoteForm.choices.dataVolume.${value}`));
    case 'timeline':
      return choicesOf(timelineValues, (value) => t(`quoteForm.choices.timeline.${value}`));
    case 'budget':
      return choicesOf(budgetValues, (value) => t(`quoteForm.choices.budget.${value}`));
  }
}

/** The quote form's fields with the messages of one language. */
export function inquiryFields(t: BusinessMessages): readonly InquiryField[] {
  return inquiryFieldSpecs.map((spec): InquiryField => {
    const words = { label: t(`quoteForm.fields.${spec.name}.label`), placeholder: t(`quoteForm.fields.${spec.name}.placeholder`) };
    return spec.kind === 'select' ? { ...spec, ...words, options: optionsOf(spec.name, t) } : { ...spec, ...words };
  });
}

/** How the quote's mail draft reads the form: its fields, and which ones name the subject. */
export function inquiryDraftOptions(fields: readonly InquiryField[]): BusinessDraftOptions<InquiryFieldName> {
  return { fields, questTypeField: 'questType', companyField: 'companyName' };
}
