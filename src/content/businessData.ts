/**
 * The language-neutral side of the business page (/business) and its quote form (spec §3, §5,
 * §9): quest type ids and looks, the values of the form's choices, its fields' kinds and rules.
 * Their words: `src/content/<locale>/business.ts`, keyed by these ids and values.
 */
import { AudioLines, Database, FileCheck, ShieldCheck, Sparkles, Tag, type LucideIcon } from 'lucide-react';
import type { BusinessDraftOptions } from '../lib/mailDraft';
import type { BusinessWords } from './en/business';
import type { AccentTone, Choice } from './types';

export const questTypeIds = [
  'image-labeling',
  'text-verification',
  'data-validation',
  'audio-transcription',
  'content-moderation',
  'custom-tasks',
] as const;

export type QuestTypeId = (typeof questTypeIds)[number];

/** How a quest type's card looks, in the order the page lists them. */
export interface QuestTypeLook {
  id: QuestTypeId;
  icon: LucideIcon;
  tone: AccentTone;
}

export const questTypes: readonly QuestTypeLook[] = [
  { id: 'image-labeling', icon: Tag, tone: 'primary' },
  { id: 'text-verification', icon: FileCheck, tone: 'accent' },
  { id: 'data-validation', icon: Database, tone: 'success' },
  { id: 'audio-transcription', icon: AudioLines, tone: 'warning' },
  { id: 'content-moderation', icon: ShieldCheck, tone: 'danger' },
  { id: 'custom-tasks', icon: Sparkles, tone: 'primary' },
];

/** The quote form's quest type choices: the six types, plus 'other'. */
export const questTypeChoiceValues = [...questTypeIds, 'other'] as const;
export type QuestTypeChoice = (typeof questTypeChoiceValues)[number];

export const industryValues = [
  'technology',
  'healthcare',
  'finance',
  'e-commerce',
  'automotive',
  'media-entertainment',
  'education',
  'manufacturing',
  'other',
] as const;
export type Industry = (typeof industryValues)[number];

export const dataVolumeValues = ['small', 'medium', 'large', 'enterprise'] as const;
export type DataVolume = (typeof dataVolumeValues)[number];

export const timelineValues = ['urgent', 'fast', 'standard', 'flexible'] as const;
export type Timeline = (typeof timelineValues)[number];

export const budgetValues = ['small', 'medium', 'large', 'enterprise'] as const;
export type Budget = (typeof budgetValues)[number];

/** The business inquiry form (spec section 3). A select holds one of its values, or ''. */
export interface BusinessInquiry {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  industry: string;
  questType: string;
  dataVolume: string;
  timeline: string;
  budget: string;
  description: string;
}

export type InquiryFieldName = keyof BusinessInquiry;

export type SelectFieldName = Extract<InquiryFieldName, 'industry' | 'questType' | 'dataVolume' | 'timeline' | 'budget'>;

export const emptyInquiry: BusinessInquiry = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  industry: '',
  questType: '',
  dataVolume: '',
  timeline: '',
  budget: '',
  description: '',
};

interface InquiryFieldRules {
  required: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

type InputFieldSpec = { name: InquiryFieldName; kind: 'text' | 'email' | 'tel' | 'url'; autoComplete: string };
type SelectFieldSpec = { name: SelectFieldName; kind: 'select' };
type TextAreaFieldSpec = { name: InquiryFieldName; kind: 'textarea' };

/** A field of the quote form without its words. */
export type InquiryFieldSpec = InquiryFieldRules & (InputFieldSpec | SelectFieldSpec | TextAreaFieldSpec);

/** The quote form's fields in display order; the mail draft lists them in the same order. */
export const inquiryFieldSpecs: readonly InquiryFieldSpec[] = [
  { name: 'companyName', kind: 'text', required: true, autoComplete: 'organization' },
  { name: 'contactName', kind: 'text', required: true, autoComplete: 'name' },
  { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', kind: 'tel', required: false, autoComplete: 'tel' },
  { name: 'website', kind: 'url', required: false, autoComplete: 'url' },
  { name: 'industry', kind: 'select', required: true },
  { name: 'questType', kind: 'select', required: true },
  { name: 'dataVolume', kind: 'select', required: false },
  { name: 'timeline', kind: 'select', required: false },
  { name: 'budget', kind: 'select', required: false },
  { name: 'description', kind: 'textarea', required: true, wide: true },
];

/** A field of the quote form with its words, as the form renders it and the mail draft lists it. */
export type InquiryField = InquiryFieldRules & { label: string; placeholder: string } & (
    | InputFieldSpec
    | (SelectFieldSpec & { options: readonly Choice[] })
    | TextAreaFieldSpec
  );

const choicesOf = <Value extends string>(values: readonly Value[], label: (value: Value) => string): readonly Choice[] =>
  values.map((value) => ({ value, label: label(value) }));

/** A select's choices: the language-neutral values, labelled in the page's language. */
function optionsOf(field: SelectFieldName, copy: BusinessWords): readonly Choice[] {
  const { choices, otherQuestType } = copy.quoteFormCopy;
  switch (field) {
    case 'questType':
      return choicesOf(questTypeChoiceValues, (value) => (value === 'other' ? otherQuestType : copy.questTypes[value].name));
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
export function inquiryFields(copy: BusinessWords): readonly InquiryField[] {
  return inquiryFieldSpecs.map((spec): InquiryField => {
    const words = copy.quoteFormCopy.fields[spec.name];
    return spec.kind === 'select' ? { ...spec, ...words, options: optionsOf(spec.name, copy) } : { ...spec, ...words };
  });
}

/** How the quote's mail draft reads the form: its fields, and which ones name the subject. */
export function inquiryDraftOptions(fields: readonly InquiryField[]): BusinessDraftOptions<InquiryFieldName> {
  return { fields, questTypeField: 'questType', companyField: 'companyName' };
}
