/** Copy and data of the business page (/business) and its quote form (spec sections 3, 5, 9). */
import {
  AudioLines,
  BadgeCheck,
  Database,
  FileCheck,
  Globe,
  Lock,
  ShieldCheck,
  Sparkles,
  Tag,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { AccentTone, Benefit, Stat } from './types';

export const businessIntro = {
  eyebrow: 'For business',
  lead: 'Labeled, validated training data from a global community of contributors. Tell us what your models need and get a custom quote within 24 hours.',
  primaryAction: 'Get a custom quote',
};

export const businessStats: readonly Stat[] = [
  { number: '50', suffix: 'K+', label: 'Active Contributors' },
  { number: '99', suffix: '%', label: 'Accuracy Rate' },
  { number: '10', suffix: 'x', label: 'Faster Delivery' },
  { number: '24/7', suffix: '', label: 'Global Coverage' },
];

export const businessStatsLabel = 'The community in numbers';

export const benefitsSection = {
  title: 'Why teams choose community data',
  lead: 'The reach of a global crowd with the quality controls of a managed service.',
};

export const benefits: readonly Benefit[] = [
  {
    icon: BadgeCheck,
    tone: 'success',
    title: 'Verified quality',
    description:
      'Every item is checked automatically against gold-standard answers and by consensus, with human reviewers for the hard cases, for 99% accuracy.',
  },
  {
    icon: Zap,
    tone: 'warning',
    title: 'Speed at scale',
    description:
      'Thousands of contributors work on your batch in parallel, so projects that take months in-house are delivered up to 10x faster.',
  },
  {
    icon: Globe,
    tone: 'accent',
    title: 'Diverse, global coverage',
    description:
      'Contributors across time zones, languages and demographics label around the clock, giving your models data that reflects the real world.',
  },
  {
    icon: Lock,
    tone: 'primary',
    title: 'Consent-first sourcing',
    description:
      'Data is collected with each contributor’s consent and an opt-out, and delivered in the formats and under the licence terms your legal team needs.',
  },
];

export type QuestTypeId =
  | 'image-labeling'
  | 'text-verification'
  | 'data-validation'
  | 'audio-transcription'
  | 'content-moderation'
  | 'custom-tasks';

export interface QuestType {
  id: QuestTypeId;
  name: string;
  description: string;
  icon: LucideIcon;
  tone: AccentTone;
}

export const questTypesSection = {
  title: 'Quest types for every dataset',
  lead: 'Pick a ready-made quest type or let us design a workflow around your data.',
};

export const questTypes: readonly QuestType[] = [
  {
    id: 'image-labeling',
    name: 'Image Labeling & Classification',
    description: 'Bounding boxes, polygons, keypoints and tags for computer vision, from retail shelves to street scenes.',
    icon: Tag,
    tone: 'primary',
  },
  {
    id: 'text-verification',
    name: 'Text Verification & Validation',
    description: 'Fact checks, sentiment, intent and entity labels, and rankings of model outputs for language models.',
    icon: FileCheck,
    tone: 'accent',
  },
  {
    id: 'data-validation',
    name: 'Data Quality & Validation',
    description: 'De-duplication, field checks and real-world verification that keep catalogues and records clean.',
    icon: Database,
    tone: 'success',
  },
  {
    id: 'audio-transcription',
    name: 'Audio Transcription & Processing',
    description: 'Transcripts, speaker labels and audio tagging across accents and languages for speech models.',
    icon: AudioLines,
    tone: 'warning',
  },
  {
    id: 'content-moderation',
    name: 'Content Moderation',
    description: 'Policy-based review of images, text and video by trained moderators, with escalation paths.',
    icon: ShieldCheck,
    tone: 'danger',
  },
  {
    id: 'custom-tasks',
    name: 'Custom AI Training Tasks',
    description: 'Receipts, surveys, video clips or a workflow of your own design, built and piloted with our team.',
    icon: Sparkles,
    tone: 'primary',
  },
];

export interface Choice {
  value: string;
  label: string;
}

/** The quote form's quest type choices: the six types, plus 'other'. */
export const questTypeChoices: readonly Choice[] = [
  ...questTypes.map((questType) => ({ value: questType.id, label: questType.name })),
  { value: 'other', label: 'Other' },
];

export const industries: readonly Choice[] = [
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'e-commerce', label: 'E-commerce' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'media-entertainment', label: 'Media & Entertainment' },
  { value: 'education', label: 'Education' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'other', label: 'Other' },
];

export const dataVolumes: readonly Choice[] = [
  { value: 'small', label: 'Small (< 10K items)' },
  { value: 'medium', label: 'Medium (10K - 100K)' },
  { value: 'large', label: 'Large (100K - 1M)' },
  { value: 'enterprise', label: 'Enterprise (> 1M)' },
];

export const timelines: readonly Choice[] = [
  { value: 'urgent', label: 'Urgent (< 1 week)' },
  { value: 'fast', label: 'Fast (1-4 weeks)' },
  { value: 'standard', label: 'Standard (1-3 months)' },
  { value: 'flexible', label: 'Flexible (> 3 months)' },
];

export const budgets: readonly Choice[] = [
  { value: 'small', label: '$1K-$10K' },
  { value: 'medium', label: '$10K-$50K' },
  { value: 'large', label: '$50K-$200K' },
  { value: 'enterprise', label: '$200K+' },
];

/** The business inquiry form (spec section 3). */
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

interface InquiryFieldBase {
  name: InquiryFieldName;
  label: string;
  required: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

export type InquiryField = InquiryFieldBase &
  (
    | { kind: 'text' | 'email' | 'tel' | 'url'; placeholder: string; autoComplete: string }
    | { kind: 'select'; placeholder: string; options: readonly Choice[] }
    | { kind: 'textarea'; placeholder: string }
  );

/** The quote form's fields in display order; the mail draft lists them in the same order. */
export const inquiryFields: readonly InquiryField[] = [
  { name: 'companyName', label: 'Company Name', kind: 'text', required: true, placeholder: 'Acme Robotics', autoComplete: 'organization' },
  { name: 'contactName', label: 'Contact Name', kind: 'text', required: true, placeholder: 'Jane Doe', autoComplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, placeholder: 'jane@acme.com', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel', required: false, placeholder: '+1 555 010 0199', autoComplete: 'tel' },
  { name: 'website', label: 'Website', kind: 'url', required: false, placeholder: 'https://acme.com', autoComplete: 'url' },
  { name: 'industry', label: 'Industry', kind: 'select', required: true, placeholder: 'Select an industry', options: industries },
  { name: 'questType', label: 'Quest Type', kind: 'select', required: true, placeholder: 'Select a quest type', options: questTypeChoices },
  { name: 'dataVolume', label: 'Data Volume', kind: 'select', required: false, placeholder: 'Select a volume', options: dataVolumes },
  { name: 'timeline', label: 'Timeline', kind: 'select', required: false, placeholder: 'Select a timeline', options: timelines },
  { name: 'budget', label: 'Budget Range', kind: 'select', required: false, placeholder: 'Select a budget', options: budgets },
  {
    name: 'description',
    label: 'Project Description',
    kind: 'textarea',
    required: true,
    wide: true,
    placeholder: 'What data do you need labeled, in what format, and what will the model do?',
  },
];

/** How the quote's mail draft reads the form: its fields, and which ones name the subject. */
export const inquiryDraftOptions = {
  fields: inquiryFields,
  questTypeField: 'questType',
  companyField: 'companyName',
} as const satisfies { fields: readonly InquiryField[]; questTypeField: InquiryFieldName; companyField: InquiryFieldName };

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

export const quoteFormCopy = {
  title: 'Get Your Custom Quote',
  lead: 'Tell us about your project and we will send you a tailored proposal within 24 hours.',
  requiredNote: 'All fields are required unless marked optional.',
  submit: 'Request My Quote',
  /** Explains the mail draft, and gives visitors without JavaScript an address to write to. */
  addressNote: 'Submitting opens a draft in your email app. You can also write to us directly at',
  promise: 'Proposal within 24 hours',
};
