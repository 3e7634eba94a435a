import { useWords } from '../../i18n/messages';
import { buildSupportMailDraft, DEFAULT_SUPPORT_SUBJECT, type SupportMessage } from '../../lib/mailDraft';
import { useSiteConfig } from '../../app/siteConfig';
import { TextAreaField, TextField } from '../ui/Field';
import { MailDraftForm } from '../ui/MailDraftForm';
import { useFormValues } from '../ui/useFormValues';

const emptyMessage: SupportMessage = { name: '', email: '', subject: '', message: '' };

/** 'Still Need Help?': Send Message opens a draft to the support address. No field is required. */
export function SupportForm() {
  const { supportEmail } = useSiteConfig();
  const { values, text } = useFormValues(emptyMessage);
  const { supportForm } = useWords('community');
  const { draft } = useWords('shell');
  const { fields } = supportForm;
  const field = (name: keyof SupportMessage) => ({
    id: `support-${name}`,
    // Named by its label: a draft opened without JavaScript lists the fields by these names.
    name: fields[name].label,
    label: fields[name].label,
    placeholder: fields[name].placeholder,
    ...text(name),
  });

  return (
    <MailDraftForm
      words={supportForm}
      address={supportEmail}
      plainSubject={DEFAULT_SUPPORT_SUBJECT}
      draft={() =>
        buildSupportMailDraft(supportEmail, values, {
          ...draft,
          labels: { name: fields.name.label, email: fields.email.label, message: fields.message.label },
        })
      }
    >
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <div data-wide="">
        <TextField {...field('subject')} />
      </div>
      <div data-wide="">
        <TextAreaField {...field('message')} rows={6} />
      </div>
    </MailDraftForm>
  );
}
