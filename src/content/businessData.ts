/**
 * The language-neutral side of the business page (/business) and its quote form (spec §3, §5,
 * §9): the ids and looks of its cards, the values of the form's choices, its fields' kinds and
 * rules. Their words: the `business` area of `messages/<locale>.json`, keyed by these ids and values; the
 * form's fields with the words of a language: `src/lib/quoteForm.ts`.
 */
import type { LucideIcon } from 'lucide-react';
import AudioLines from 'lucide-react/icons/audio-lines';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Boxes from 'lucide-react/icons/boxes';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Database from 'lucide-react/icons/database';
import FileCheck from 'lucide-react/icons/file-check';
import FileText from 'lucide-react/icons/file-text';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Globe from 'lucide-react/icons/globe';
import Layers from 'lucide-react/icons/layers';
import ListChecks from 'lucide-react/icons/list-checks';
import Lock from 'lucide-react/icons/lock';
import PackageCheck from 'lucide-react/icons/package-check';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldUser from 'lucide-react/icons/shield-user';
import Sparkles from 'lucide-react/icons/sparkles';
import Tag from 'lucide-react/icons/tag';
import Zap from 'lucide-react/icons/zap';
import { labelBoxes } from './appScreensData';
import type { IconLook } from './types';

/** Why teams choose community data: the page's benefit cards. */
export const businessBenefits = [
  { id: 'verifiedQuality', icon: BadgeCheck },
  { id: 'speedAtScale', icon: Zap },
  { id: 'globalCoverage', icon: Globe },
  { id: 'consentFirst', icon: Lock },
] as const satisfies readonly IconLook[];

export type BusinessBenefitId = (typeof businessBenefits)[number]['id'];

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
export const questTypes: readonly IconLook<QuestTypeId>[] = [
  { id: 'image-labeling', icon: Tag },
  { id: 'text-verification', icon: FileCheck },
  { id: 'data-validation', icon: Database },
  { id: 'audio-transcription', icon: AudioLines },
  { id: 'content-moderation', icon: ShieldCheck },
  { id: 'custom-tasks', icon: Sparkles },
];

/**
 * How a project runs, in order (brief, pilot, delivery): the page numbers them. The icon goes
 * with what the buyer holds at the end of the step.
 */
export const projectSteps = [
  { id: 'brief', icon: FileText },
  { id: 'pilot', icon: FlaskConical },
  { id: 'delivery', icon: PackageCheck },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

export type ProjectStepId = (typeof projectSteps)[number]['id'];

/** The proof beside the process: how quality is kept, how contributors' data is handled (spec §1, §6). */
export const proofPanels = [
  { id: 'quality', icon: ListChecks },
  { id: 'dataProtection', icon: ShieldUser },
] as const satisfies readonly IconLook[];

export type ProofPanelId = (typeof proofPanels)[number]['id'];

/**
 * What a buyer receives: the data, and the volume and timeline they pick in the quote form,
 * shown with that select's own choices.
 */
export const deliverables = [
  { id: 'data', icon: Layers },
  { id: 'volume', icon: Boxes, choices: 'dataVolume' },
  { id: 'timeline', icon: CalendarClock, choices: 'timeline' },
] as const satisfies readonly { id: string; icon: LucideIcon; choices?: 'dataVolume' | 'timeline' }[];

export type DeliverableId = (typeof deliverables)[number]['id'];

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

export interface InquiryFieldRules {
  required: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

export type InputFieldSpec = { name: InquiryFieldName; kind: 'text' | 'email' | 'tel' | 'url'; autoComplete: string };
export type SelectFieldSpec = { name: SelectFieldName; kind: 'select' };
export type TextAreaFieldSpec = { name: InquiryFieldName; kind: 'textarea' };

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

/**
 * The sample delivery the business page shows in its opening: the labeled street scene the app's
 * quest draws, and the record a client receives for it, one JSON object per image (JSON Lines),
 * its boxes in COCO's `[x, y, width, height]` pixels of the picture (320 × 260), computed from the
 * boxes drawn, so the record and the picture agree. Sample values, not a client's data.
 */
export const deliverySample = {
  image: 'street_0087.jpg',
  file: 'annotations.jsonl',
  size: { width: 320, height: 260 },
  consensus: '3/3',
} as const;

export const deliverySampleRecord = {
  image: deliverySample.image,
  width: deliverySample.size.width,
  height: deliverySample.size.height,
  annotations: labelBoxes.map((box) => ({
    label: box.label,
    bbox: [box.x, box.y, box.width, box.height].map((percent, index) =>
      Math.round((percent / 100) * (index % 2 === 0 ? deliverySample.size.width : deliverySample.size.height)),
    ),
  })),
  consensus: deliverySample.consensus,
  verified: true,
};
