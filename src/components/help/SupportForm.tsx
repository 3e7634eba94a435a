import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { supportFormCopy } from '../../content/community';
import { buildSupportMailDraft, openMailDraft, type SupportMessage } from '../../lib/mailDraft';
import { useSiteConfig } from '../SiteConfigContext';
import { Button } from '../ui/Button';
import { TextAreaField, TextField } from '../ui/Field';
import { FormCard, FormFooter, FormGrid, MailAddressNote } from './MailForm';

const emptyMessage: SupportMessage = { name: '', email: '', subject: '', message: '' };

/**
 * 'Still Need Help?': Send Message opens a draft to the support address. No field is
 * required. The controls have no `name`, so without JavaScript a submit only reloads this
 * page rather than putting the visitor's message into a URL; the address stays in view.
 */
export function SupportForm() {
  const { supportEmail } = useSiteConfig();
  const [form, setForm] = useState<SupportMessage>(emptyMessage);
  const { fields } = supportFormCopy;
  const bind = (name: keyof SupportMessage) => ({
    id: `support-${name}`,
    label: fields[name].label,
    placeholder: fields[name].placeholder,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openMailDraft(buildSupportMailDraft(supportEmail, form));
  };

  return (
    <FormCard>
      <form method="get" aria-label={supportFormCopy.title} onSubmit={submit}>
        <FormGrid>
          <TextField {...bind('name')} autoComplete="name" />
          <TextField {...bind('email')} type="email" autoComplete="email" />
          <div data-wide="">
            <TextField {...bind('subject')} />
          </div>
          <div data-wide="">
            <TextAreaField {...bind('message')} rows={6} />
          </div>
        </FormGrid>
        <FormFooter>
          <Button type="submit" size="lg">
            <Send size={18} aria-hidden="true" />
            {supportFormCopy.submit}
          </Button>
          <MailAddressNote lead={supportFormCopy.addressNote} address={supportEmail} />
        </FormFooter>
      </form>
    </FormCard>
  );
}
