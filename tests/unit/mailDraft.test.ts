import { describe, expect, it } from 'vitest';
import { emptyInquiry, type BusinessInquiry } from '../../src/content/businessData';
import {
  buildBusinessMailDraft,
  buildMailDraft,
  buildSupportMailDraft,
  DEFAULT_SUPPORT_SUBJECT,
  type SupportDraftWords,
} from '../../src/lib/mailDraft';
import { inquiryDraftOptions, inquiryFields } from '../../src/lib/quoteForm';
import { readMailDraft as readDraft } from '../support/mailDraft';
import { messagesIn, wordsOf } from '../support/words';

const [shell, community] = [wordsOf('en', 'shell'), wordsOf('en', 'community')];
const [shellEs, communityEs, businessEs] = [wordsOf('es', 'shell'), wordsOf('es', 'community'), wordsOf('es', 'business')];

const HOSTILE = `& # ? % + = " < > ; , é ü ñ 🚀👩🏽‍💻 %20 %zz a+b=c&d`;

const NOT_PROVIDED = shell.draft.notProvided;

/** The support draft's words as the help centre's form hands them over: the shell's, labelled by the form's fields. */
const supportWords = (shellWords: typeof shell, communityWords: typeof community): SupportDraftWords => {
  const { fields } = communityWords.supportForm;
  return { ...shellWords.draft, labels: { name: fields.name.label, email: fields.email.label, message: fields.message.label } };
};
const supportDraftWords = supportWords(shell, community);

const businessFields = inquiryFields(messagesIn('en', 'business'));
const businessOptions = inquiryDraftOptions(businessFields);

describe('buildMailDraft', () => {
  it('percent-encodes subject and body so every character survives the round trip', () => {
    const draft = buildMailDraft('support@scan.example', HOSTILE, [HOSTILE, 'second line']);
    const { to, subject, body } = readDraft(draft);
    expect(to).toBe('support@scan.example');
    expect(subject).toBe(HOSTILE);
    expect(body).toBe(`${HOSTILE}\r\nsecond line`);
    // A URL parser that turns `+` into a space would still read the same text: spaces are %20, pluses %2B.
    expect(new URL(draft).searchParams.get('subject')).toBe(HOSTILE);
    expect(draft).not.toContain('+');
    expect(draft).not.toMatch(/[ "<>]/);
  });

  it('joins lines with CRLF and turns every line break inside a line into CRLF', () => {
    const { body } = readDraft(buildMailDraft('a@b.example', 'S', ['one\ntwo', 'three\r\nfour', 'five\rsix']));
    expect(body).toBe('one\r\ntwo\r\nthree\r\nfour\r\nfive\r\nsix');
    expect(body.split('\r\n')).toHaveLength(6);
  });

  it('keeps the subject on one line', () => {
    expect(readDraft(buildMailDraft('a@b.example', 'Hello\r\nBcc: x@y.example', [])).subject).toBe('Hello Bcc: x@y.example');
  });

  it('encodes characters of the address that would end it, keeping @ readable', () => {
    const draft = buildMailDraft('help?desk#1@scan.example', 'S', ['B']);
    expect(draft.startsWith('mailto:help%3Fdesk%231@scan.example?subject=')).toBe(true);
    expect(readDraft(draft).to).toBe('help?desk#1@scan.example');
  });
});

describe('buildSupportMailDraft', () => {
  it('uses the entered subject, trimmed, and labels name, email and message', () => {
    const draft = buildSupportMailDraft(
      'support@scan.example',
      {
        name: 'Zoë Ñúñez 👩🏽‍💻',
        email: 'zoe+test@example.com',
        subject: `  ${HOSTILE}  `,
        message: `Line one & more\nLine two: 100% <sure>\r\nLine three 🚀`,
      },
      supportDraftWords,
    );
    const { to, subject, body } = readDraft(draft);
    expect(to).toBe('support@scan.example');
    expect(subject).toBe(HOSTILE);
    expect(body).toBe(
      [
        'Language: English',
        'Name: Zoë Ñúñez 👩🏽‍💻',
        'Email: zoe+test@example.com',
        '',
        'Message:',
        'Line one & more',
        'Line two: 100% <sure>',
        'Line three 🚀',
      ].join('\r\n'),
    );
  });

  it("falls back to 'Contact Form Submission' when the subject is empty or blank", () => {
    for (const blank of ['', '   ']) {
      const draft = buildSupportMailDraft('support@scan.example', { name: '', email: '', subject: blank, message: '' }, supportDraftWords);
      expect(readDraft(draft).subject).toBe(DEFAULT_SUPPORT_SUBJECT);
      expect(DEFAULT_SUPPORT_SUBJECT).toBe('Contact Form Submission');
    }
  });

  it('marks empty fields as not provided (no field is required)', () => {
    const { body } = readDraft(buildSupportMailDraft('s@x.example', { name: '', email: '', subject: '', message: '' }, supportDraftWords));
    expect(NOT_PROVIDED).toBe('Not provided');
    expect(body).toBe(`Language: English\r\nName: ${NOT_PROVIDED}\r\nEmail: ${NOT_PROVIDED}\r\n\r\nMessage:\r\n${NOT_PROVIDED}`);
  });
});

describe('buildBusinessMailDraft', () => {
  const inquiry: BusinessInquiry = {
    companyName: 'Café Müller & Søn #1 "Niño" <AI>; 50% +',
    contactName: 'José Ñandú 👩🏽‍💻',
    email: 'jose+ai@cafe.example',
    phone: '+49 (0) 30 1234;ext=5',
    website: 'https://cafe.example/?a=1&b=2#top',
    industry: 'media-entertainment',
    questType: 'audio-transcription',
    dataVolume: 'medium',
    timeline: 'urgent',
    budget: 'enterprise',
    description: `We need 🚀 transcripts:\n- accents é ü ñ\r\n- symbols & # ? % + = " < > ; ,`,
  };

  it('names the company and the quest type by its display name in the subject', () => {
    const { to, subject } = readDraft(buildBusinessMailDraft('business@scan.example', inquiry, businessOptions, shell.draft));
    expect(to).toBe('business@scan.example');
    expect(subject).toBe(`Business Inquiry - ${inquiry.companyName} - Audio Transcription & Processing`);
  });

  it("names the 'other' quest type 'Other'", () => {
    const { subject } = readDraft(
      buildBusinessMailDraft(
        'business@scan.example',
        { ...inquiry, companyName: 'Acme', questType: 'other' },
        businessOptions,
        shell.draft,
      ),
    );
    expect(subject).toBe('Business Inquiry - Acme - Other');
  });

  it('lists every field with its label, choices by their labels, multi-line text on CRLF lines', () => {
    const { body } = readDraft(buildBusinessMailDraft('business@scan.example', inquiry, businessOptions, shell.draft));
    expect(body).toBe(
      [
        'Language: English',
        '',
        `Company Name: ${inquiry.companyName}`,
        'Contact Name: José Ñandú 👩🏽‍💻',
        'Email: jose+ai@cafe.example',
        'Phone: +49 (0) 30 1234;ext=5',
        'Website: https://cafe.example/?a=1&b=2#top',
        'Industry: Media & Entertainment',
        'Quest Type: Audio Transcription & Processing',
        'Data Volume: Medium (10K - 100K)',
        'Timeline: Urgent (< 1 week)',
        'Budget Range: $200K+',
        'Project Description:',
        'We need 🚀 transcripts:',
        '- accents é ü ñ',
        '- symbols & # ? % + = " < > ; ,',
      ].join('\r\n'),
    );
    expect(businessFields.map((field) => field.name).sort()).toEqual(Object.keys(emptyInquiry).sort());
  });

  it('shows empty optional fields as not provided', () => {
    const required = {
      ...emptyInquiry,
      companyName: 'Acme',
      contactName: 'Jane',
      email: 'jane@acme.example',
      industry: 'technology',
      questType: 'image-labeling',
      description: 'Boxes',
    };
    const { body } = readDraft(buildBusinessMailDraft('business@scan.example', required, businessOptions, shell.draft));
    for (const label of ['Phone', 'Website', 'Data Volume', 'Timeline', 'Budget Range']) {
      expect(body.split('\r\n')).toContain(`${label}: ${NOT_PROVIDED}`);
    }
    expect(body.split('\r\n')).toContain('Industry: Technology');
  });

  it('ends with the campaign the visit landed with, each value decoded, and adds nothing without one (decision 025)', () => {
    const campaign = 'utm_source=a%26b&utm_medium=email&utm_campaign=%D8%B1%D8%A8%D9%8A%D8%B9&gclid=abc';
    const { body } = readDraft(buildBusinessMailDraft('business@scan.example', inquiry, businessOptions, shell.draft, campaign));
    const lines = body.split('\r\n');
    expect(lines.slice(-2)).toEqual(['', 'Campaign: utm_source=a&b, utm_medium=email, utm_campaign=ربيع, gclid=abc']);
    const plain = readDraft(buildBusinessMailDraft('business@scan.example', inquiry, businessOptions, shell.draft)).body;
    expect(lines.slice(0, -2).join('\r\n')).toBe(plain);
    expect(readDraft(buildBusinessMailDraft('business@scan.example', inquiry, businessOptions, shell.draft, '')).body).toBe(plain);
    // In the visitor's language.
    const spanish = readDraft(
      buildBusinessMailDraft('business@scan.example', inquiry, businessOptions, shellEs.draft, 'utm_source=x'),
    ).body;
    expect(spanish.split('\r\n').at(-1)).toBe(`${shellEs.draft.campaign}: utm_source=x`);
  });
});

describe('drafts in another language', () => {
  const esFields = inquiryFields(messagesIn('es', 'business'));
  const esOptions = inquiryDraftOptions(esFields);
  const esSupportWords = supportWords(shellEs, communityEs);

  it("name the visitor's language first and label every entry in it", () => {
    const { subject, body } = readDraft(
      buildSupportMailDraft('support@scan.example', { name: 'Ana', email: '', subject: '', message: 'Hola' }, esSupportWords),
    );
    expect(shellEs.draft.languageLine).toBe('Idioma: Español');
    expect(body).toBe(
      [
        'Idioma: Español',
        `${communityEs.supportForm.fields.name.label}: Ana`,
        `${communityEs.supportForm.fields.email.label}: ${shellEs.draft.notProvided}`,
        '',
        `${communityEs.supportForm.fields.message.label}:`,
        'Hola',
      ].join('\r\n'),
    );
    expect(body).not.toContain(NOT_PROVIDED);
    // The subject keeps the format the support team's mail filters know.
    expect(subject).toBe(DEFAULT_SUPPORT_SUBJECT);
  });

  it('keep the business subject format, with the choices and labels the visitor saw', () => {
    const inquiry: BusinessInquiry = {
      ...emptyInquiry,
      companyName: 'Acme',
      contactName: 'Ana',
      email: 'ana@acme.example',
      industry: 'media-entertainment',
      questType: 'audio-transcription',
      description: 'Cajas',
    };
    const { subject, body } = readDraft(buildBusinessMailDraft('business@scan.example', inquiry, esOptions, shellEs.draft));
    expect(subject).toBe(`Business Inquiry - Acme - ${businessEs.questTypes['audio-transcription'].name}`);
    const lines = body.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['Idioma: Español', '']);
    const label = (name: keyof BusinessInquiry) => businessEs.quoteForm.fields[name].label;
    expect(lines).toContain(`${label('industry')}: ${businessEs.quoteForm.choices.industry['media-entertainment']}`);
    expect(lines).toContain(`${label('phone')}: ${shellEs.draft.notProvided}`);
    expect(lines).toContain(`${label('description')}: Cajas`);
    // Nothing English is left in a Spanish draft's body.
    for (const field of businessFields) expect(body).not.toContain(`${field.label}:`);
    expect(body).not.toContain(NOT_PROVIDED);
  });
});
