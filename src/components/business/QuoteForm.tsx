import { Clock, Send } from 'lucide-react';
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { emptyInquiry, inquiryDraftOptions, inquiryFields, quoteFormCopy, type BusinessInquiry, type InquiryField } from '../../content/business';
import { buildBusinessMailDraft, openMailDraft } from '../../lib/mailDraft';
import { color, radius, space, text, weight } from '../../styles/theme';
import { useSiteConfig } from '../SiteConfigContext';
import { FormCard, FormFooter, FormGrid, MailAddressNote } from '../help/MailForm';
import { Button } from '../ui/Button';
import { SelectField, TextAreaField, TextField } from '../ui/Field';

const FormHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[6]};
`;

const RequiredNote = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
`;

const PromiseBadge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.pill};
  background: ${color.successSoft};
  color: ${color.success};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
`;

function InquiryControl({
  field,
  value,
  onChange,
}: {
  field: InquiryField;
  value: string;
  onChange: (value: string) => void;
}) {
  const common = {
    id: `quote-${field.name}`,
    label: field.label,
    required: field.required,
    optional: !field.required,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
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
 * fires `submit` once they are valid, and only then is the draft to the business address
 * opened. As in the support form, controls have no `name`, so a submit without JavaScript
 * puts nothing in a URL; the address in text is the way to write instead.
 */
export function QuoteForm() {
  const { businessEmail } = useSiteConfig();
  const [inquiry, setInquiry] = useState<BusinessInquiry>(emptyInquiry);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openMailDraft(buildBusinessMailDraft(businessEmail, inquiry, inquiryDraftOptions));
  };

  return (
    <FormCard>
      <form method="get" aria-label={quoteFormCopy.title} onSubmit={submit}>
        <FormHeader>
          <RequiredNote>{quoteFormCopy.requiredNote}</RequiredNote>
          <PromiseBadge>
            <Clock size={16} aria-hidden="true" />
            {quoteFormCopy.promise}
          </PromiseBadge>
        </FormHeader>
        <FormGrid>
          {inquiryFields.map((field) => (
            <div key={field.name} data-wide={field.wide ? '' : undefined}>
              <InquiryControl
                field={field}
                value={inquiry[field.name]}
                onChange={(value) => setInquiry((current) => ({ ...current, [field.name]: value }))}
              />
            </div>
          ))}
        </FormGrid>
        <FormFooter>
          <Button type="submit" size="lg">
            <Send size={18} aria-hidden="true" />
            {quoteFormCopy.submit}
          </Button>
          <MailAddressNote lead={quoteFormCopy.addressNote} address={businessEmail} />
        </FormFooter>
      </form>
    </FormCard>
  );
}
