import styled from '@emotion/styled';
import Check from 'lucide-react/icons/check';
import Send from 'lucide-react/icons/send';
import { startTransition, useState, type FormEvent, type ReactNode } from 'react';
import { useMessages } from '../../i18n/messages';
import { openMailDraft, readMailDraft } from '../../lib/mailDraft';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { Button } from './Button';
import { Card } from './Card';
import { TextArea } from './MessageFields';

/*
 * The support form and the business quote form. The site has no server to post to: a form opens
 * a mail draft. With JavaScript the draft is written for the team (subject, labelled lines);
 * without it the browser itself opens one to the form's `mailto:` action, with every field by
 * its label (`enctype="text/plain"`), so nothing typed is lost either way. The address also
 * stands in text, for a visitor with no mail app.
 */

const FormCard = styled(Card)`
  max-width: 48rem;
  margin-inline: auto;
  padding: ${space[6]} ${space[4]};
  ${mq.md} {
    padding: ${space[10]};
  }
`;

/** One column on phones, two from `md`; `data-wide` children span both. */
const FormGrid = styled.div`
  display: grid;
  gap: ${space[5]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > [data-wide] {
      grid-column: 1 / -1;
    }
  }
`;

const FormFooter = styled.div`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[6]};
  justify-items: start;
`;

const AddressNote = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
  a {
    font-weight: ${weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Opened = styled.div`
  display: grid;
  gap: ${space[3]};
  justify-self: stretch;
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-inline-start: 4px solid ${color.success};
  border-radius: ${radius.md};
  background: ${color.surface};
  h3 {
    font-size: ${text.lg};
  }
  textarea {
    min-height: 8rem;
    font-size: ${text.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

interface MailDraftFormProps {
  /** Its words: the form's name (the title of the section it sits in), the submit button's label, and the note the address completes (`{address}`). */
  words: { title: string; submit: string; addressNote: (address: ReactNode) => ReactNode };
  address: string;
  /** The draft (a `mailto:` URL) of what the visitor typed; the browser asks for it only once its own validation has passed. */
  draft: () => string;
  /** The subject of the draft the browser opens by itself, without JavaScript. */
  plainSubject: string;
  /** Above the fields: notes, promises. */
  header?: ReactNode;
  /** The fields, each `name`d by its label, in a grid of two columns from `md` (`data-wide` spans both). */
  children: ReactNode;
}

/** A form in a card whose submit button opens a mail draft, then says so and offers to copy it. */
export function MailDraftForm({ words, address, draft, plainSubject, header, children }: MailDraftFormProps) {
  const [sent, setSent] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = draft();
    openMailDraft(url);
    // The mail app is the answer to the tap; the note below the form follows without holding the paint.
    startTransition(() => setSent(url));
  };
  return (
    <FormCard>
      <form
        method="post"
        action={`mailto:${address}?subject=${encodeURIComponent(plainSubject)}`}
        encType="text/plain"
        aria-label={words.title}
        onSubmit={submit}
      >
        {header}
        <FormGrid>{children}</FormGrid>
        <FormFooter>
          <Button type="submit" size="lg">
            <Send size={18} aria-hidden="true" />
            {words.submit}
          </Button>
          <AddressNote>{words.addressNote(<a href={`mailto:${address}`}>{address}</a>)}</AddressNote>
          <div role="status">{sent ? <DraftOpened draft={sent} address={address} /> : null}</div>
        </FormFooter>
      </form>
    </FormCard>
  );
}

/** After the draft was handed to the mail app: what happened, and the message and address to copy if nothing opened. */
export function DraftOpened({ draft, address }: { draft: string; address: string }) {
  const t = useMessages('shell');
  const [copied, setCopied] = useState<'message' | 'address'>();
  const { subject, body } = readMailDraft(draft);
  const message = `${subject}\n\n${body.replace(/\r\n/g, '\n')}`;
  const copy = (what: 'message' | 'address', value: string) => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(what));
  };
  return (
    <Opened>
      <h3>{t('draft.opened.title')}</h3>
      <p>{t.rich('draft.opened.text', { address: <a href={`mailto:${address}`}>{address}</a> })}</p>
      <TextArea readOnly value={message} aria-label={t('draft.opened.message')} rows={6} />
      <Actions>
        {(['message', 'address'] as const).map((what) => (
          <Button key={what} type="button" variant="secondary" onClick={() => copy(what, what === 'message' ? message : address)}>
            {copied === what ? <Check size={18} aria-hidden="true" /> : null}
            {t(copied === what ? 'draft.opened.copied' : what === 'message' ? 'draft.opened.copyMessage' : 'draft.opened.copyAddress')}
          </Button>
        ))}
      </Actions>
    </Opened>
  );
}
