/**
 * `mailto:` drafts for the support and business forms. The site has no server to post to, so
 * a form "sends" by opening the visitor's mail client with everything they typed. Every
 * character must survive: subject and body are percent-encoded with encodeURIComponent
 * (which, unlike URLSearchParams, writes spaces as %20, as mail clients expect) and line breaks
 * are CRLF, as RFC 6068 asks.
 */

const CRLF = '\r\n';
const ANY_LINE_BREAK = /\r\n|\r|\n/g;

export const DEFAULT_SUPPORT_SUBJECT = 'Contact Form Submission';
/** The business draft's subject begins so; with JavaScript the company and the quest type follow. */
export const BUSINESS_SUBJECT = 'Business Inquiry';

/** Builds `mailto:{to}?subject=…&body=…`; the body lines are joined with CRLF. */
export function buildMailDraft(to: string, subject: string, lines: readonly string[]): string {
  // A subject is one header line: a line break typed into it would end the header.
  const oneLineSubject = subject.replace(ANY_LINE_BREAK, ' ');
  const body = lines.join(CRLF).replace(ANY_LINE_BREAK, CRLF);
  // The address is configuration, but RFC 6068 still wants `?`, `#`, `%`… in it encoded; `@` stays readable.
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(oneLineSubject)}&body=${encodeURIComponent(body)}`;
}

export interface MailDraft {
  to: string;
  subject: string;
  body: string;
}

/** Reads a draft back the way a mail client does: the address, then each parameter percent-decoded. */
export function readMailDraft(url: string): MailDraft {
  const [address = '', query = ''] = url.slice('mailto:'.length).split('?');
  const params = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
  return { to: decodeURIComponent(address), subject: params.subject ?? '', body: params.body ?? '' };
}

/** Opens a draft in the visitor's mail client; the page itself stays where it is. */
export function openMailDraft(url: string): void {
  window.location.href = url;
}

/** A draft's own words in the visitor's language (the shell's `draft`): the body names the language it was written from. */
export interface DraftWords {
  /** Shown for an optional field the visitor left empty. */
  notProvided: string;
  /** The body's first line: `Language: Español`. */
  languageLine: string;
}

/** The business draft's words: the language's, and the label of its last line, the campaign the visit arrived with. */
export interface BusinessDraftWords extends DraftWords {
  campaign: string;
}

const valueOr = (words: DraftWords, value: string) => (value.trim() === '' ? words.notProvided : value.trim());

export interface SupportMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** How the support draft's body labels the visitor's entries. */
export interface SupportDraftWords extends DraftWords {
  labels: { name: string; email: string; message: string };
}

/** The 'Still Need Help?' form's draft: the entered subject (or a default) and a labelled body. */
export function buildSupportMailDraft(address: string, form: SupportMessage, words: SupportDraftWords): string {
  const subject = form.subject.trim() || DEFAULT_SUPPORT_SUBJECT;
  return buildMailDraft(address, subject, [
    words.languageLine,
    `${words.labels.name}: ${valueOr(words, form.name)}`,
    `${words.labels.email}: ${valueOr(words, form.email)}`,
    '',
    `${words.labels.message}:`,
    valueOr(words, form.message),
  ]);
}

export interface DraftChoice {
  value: string;
  label: string;
}

/** A form field as the draft names it: its visible label and, for a select, its choices. */
export interface DraftField<Name extends string> {
  name: Name;
  label: string;
  options?: readonly DraftChoice[];
}

export interface BusinessDraftOptions<Name extends string> {
  /** Every field of the form, in the order the body lists them. */
  fields: readonly DraftField<Name>[];
  /** The field whose choice names the quest type in the subject. */
  questTypeField: Name;
  /** The field holding the company name for the subject. */
  companyField: Name;
}

/** Shows a choice by its label (what the visitor saw), never by its internal value. */
function displayValue(words: DraftWords, field: DraftField<string>, value: string): string {
  const choice = field.options?.find((option) => option.value === value);
  return choice ? choice.label : valueOr(words, value);
}

/**
 * A campaign (`utm_source=a%26b&utm_campaign=spring`, src/lib/storeCampaign.ts) as a person reads
 * it: each parameter with its value decoded, `utm_source=a&b, utm_campaign=spring`.
 */
const readableCampaign = (campaign: string) => [...new URLSearchParams(campaign)].map(([name, value]) => `${name}=${value}`).join(', ');

/**
 * The quote form's draft: subject `Business Inquiry - {company} - {quest type}` and a body
 * listing every field with its label, multi-line answers on the lines after their label; last,
 * when the visit landed with one, the campaign that brought the lead (decision 025).
 */
export function buildBusinessMailDraft<Name extends string>(
  address: string,
  form: Readonly<Record<Name, string>>,
  options: BusinessDraftOptions<Name>,
  words: BusinessDraftWords,
  campaign = '',
): string {
  const fieldNamed = (name: Name) => options.fields.find((field) => field.name === name);
  const questTypeField = fieldNamed(options.questTypeField);
  const questType = questTypeField ? displayValue(words, questTypeField, form[options.questTypeField]) : words.notProvided;
  const subject = `${BUSINESS_SUBJECT} - ${valueOr(words, form[options.companyField])} - ${questType}`;

  const lines = options.fields.flatMap((field) => {
    const value = displayValue(words, field, form[field.name]);
    return /[\r\n]/.test(value) ? [`${field.label}:`, value] : [`${field.label}: ${value}`];
  });
  const arrivedWith = campaign ? ['', `${words.campaign}: ${readableCampaign(campaign)}`] : [];
  return buildMailDraft(address, subject, [words.languageLine, '', ...lines, ...arrivedWith]);
}
