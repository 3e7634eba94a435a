import { useMessages } from '../../i18n/messages';
import { buildSupportMailDraft, DEFAULT_SUPPORT_SUBJECT, type SupportMessage } from '../../lib/mailDraft';
import { useSiteConfig } from '../../app/siteConfig';
import { TextField } from '../ui/Field';
import { TextAreaField } from '../ui/MessageFields';
import { MailDraftForm } from '../ui/MailDraftForm';
import { useFormValues } from '../ui/useFormValues';

const emptyMessage: SupportMessage = { name: '', email: '', subject: '', message: '' };

/** 'Still Need Help?': Send Message opens a draft to the support address. No field is required. */
export function SupportForm() {
  const { supportEmail } = useSiteConfig();
  const { values, text } = useFormValues(emptyMessage);
  const t = useMessages('community');
  const shell = useMessages('shell');
  const label = (name: keyof SupportMessage) => t(`supportForm.fields.${name}.label`);
  const field = (name: keyof SupportMessage) => ({
    id: `support-${name}`,
    // Named by its label: a draft opened without JavaScript lists the fields by these names.
    name: label(name),
    label: label(name),
    placeholder: t(`supportForm.fields.${name}.placeholder`),
    ...text(name),
  });

  return (
    <MailDraftForm
      words={{
        title: t('supportForm.title'),
        submit: t('supportForm.submit'),
        addressNote: (address) => t.rich('supportForm.addressNote', { address }),
      }}
      address={supportEmail}
      plainSubject={DEFAULT_SUPPORT_SUBJECT}
      draft={() =>
        buildSupportMailDraft(supportEmail, values, {
          notProvided: shell('draft.notProvided'),
          languageLine: shell('draft.languageLine'),
          labels: { name: label('name'), email: label('email'), message: label('message') },
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
