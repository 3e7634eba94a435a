import styled from '@emotion/styled';
import Clock from 'lucide-react/icons/clock';
import { emptyInquiry, type BusinessInquiry } from '../../content/businessData';
import { useMessages } from '../../i18n/messages';
import { buildBusinessMailDraft, BUSINESS_SUBJECT } from '../../lib/mailDraft';
import { inquiryDraftOptions, inquiryFields, type InquiryField } from '../../lib/quoteForm';
import { color, space, text } from '../../styles/theme';
import { useLandingCampaign } from '../marketing/campaign';
import { useSiteConfig } from '../../app/siteConfig';
import { TextField } from '../ui/Field';
import { SelectField, TextAreaField } from '../ui/MessageFields';
import { MailDraftForm } from '../ui/MailDraftForm';
import { Pill } from '../ui/Pill';
import { SplitRow } from '../ui/SplitRow';
import { useFormValues, type TextBinding } from '../ui/useFormValues';

const FormHeader = styled(SplitRow)`
  margin-bottom: ${space[6]};
`;

const RequiredNote = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
`;

function InquiryControl({ field, binding }: { field: InquiryField; binding: TextBinding }) {
  const common = {
    id: `quote-${field.name}`,
    // Named by its label: a draft opened without JavaScript lists the fields by these names.
    name: field.label,
    label: field.label,
    required: field.required,
    optional: !field.required,
    ...binding,
  };
  switch (field.kind) {
    case 'select':
      return <SelectField {...common} options={field.options} placeholder={field.placeholder} />;
    case 'textarea':
      return <TextAreaField {...common} placeholder={field.placeholder} rows={6} />;
    default:
      return <TextField {...common} type={field.kind} placeholder={field.placeholder} autoComplete={field.autoComplete} />;
  }
}

/**
 * 'Get Your Custom Quote'. The browser's own validation guards the required fields: it only
 * fires `submit` once they are valid, and only then is the draft to the business address opened.
 */
export function QuoteForm() {
  const { businessEmail } = useSiteConfig();
  const t = useMessages('business');
  const shell = useMessages('shell');
  const { values, text: textInput } = useFormValues<BusinessInquiry>(emptyInquiry);
  const fields = inquiryFields(t);
  const draftWords = {
    notProvided: shell('draft.notProvided'),
    languageLine: shell('draft.languageLine'),
    campaign: shell('draft.campaign'),
  };
  // The lead's campaign, from the address the visit landed on: the business team sees what brought it.
  const campaign = useLandingCampaign();

  return (
    <MailDraftForm
      words={{
        title: t('quoteForm.title'),
        submit: t('quoteForm.submit'),
        addressNote: (address) => t.rich('quoteForm.addressNote', { address }),
      }}
      address={businessEmail}
      plainSubject={BUSINESS_SUBJECT}
      draft={() => buildBusinessMailDraft(businessEmail, values, inquiryDraftOptions(fields), draftWords, campaign)}
      header={
        <FormHeader>
          <RequiredNote>{t('quoteForm.requiredNote')}</RequiredNote>
          <Pill as="p" tone="success" size="md">
            <Clock size={16} aria-hidden="true" />
            {t('quoteForm.promise')}
          </Pill>
        </FormHeader>
      }
    >
      {fields.map((field) => (
        <div key={field.name} data-wide={field.wide ? '' : undefined}>
          <InquiryControl field={field} binding={textInput(field.name)} />
        </div>
      ))}
    </MailDraftForm>
  );
}
