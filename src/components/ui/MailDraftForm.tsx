import styled from '@emotion/styled';
import Send from 'lucide-react/icons/send';
import type { FormEvent, ReactNode } from 'react';
import type { MailDraftFormWords } from '../../content/schema';
import { color, mq, space, text, weight } from '../../styles/theme';
import { Button } from './Button';
import { Card } from './Card';

/*
 * The support form and the business quote form. The site has no server to post to: a form
 * opens a mail draft with JavaScript, and always names its address in text so a visitor
 * without JavaScript (or without a mail app) knows where to write. Its GET submission without
 * JavaScript only reloads the page: the controls have no `name`, so nothing typed reaches a URL.
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

interface MailDraftFormProps {
  words: MailDraftFormWords;
  address: string;
  /** Opens the draft; the browser calls it only once its own validation has passed. */
  onSubmit: () => void;
  /** Above the fields: notes, promises. */
  header?: ReactNode;
  /** The fields, in a grid of two columns from `md` (`data-wide` spans both). */
  children: ReactNode;
}

/** A form in a card whose submit button opens a mail draft, with the address also in text. */
export function MailDraftForm({
  words: { title, submit: submitLabel, addressNote },
  address,
  onSubmit,
  header,
  children,
}: MailDraftFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <FormCard>
      <form method="get" aria-label={title} onSubmit={submit}>
        {header}
        <FormGrid>{children}</FormGrid>
        <FormFooter>
          <Button type="submit" size="lg">
            <Send size={18} aria-hidden="true" />
            {submitLabel}
          </Button>
          <AddressNote>
            {addressNote} <a href={`mailto:${address}`}>{address}</a>.
          </AddressNote>
        </FormFooter>
      </form>
    </FormCard>
  );
}
