import styled from '@emotion/styled';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, type FormEvent } from 'react';
import { demoProfile } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { TextAreaField } from '../ui/MessageFields';
import { iconHolder } from '../ui/iconHolder';
import { SplitRow } from '../ui/SplitRow';

export const PROFILE_EDIT_FORM_ID = 'profile-edit-form';

// Closed, the form is laid out with the page but takes no room and is hidden from every reader
// (visibility hides it from sight, the tab order and the accessibility tree): opening it then
// lays out nothing new, so the tap is answered in a frame.
const Form = styled.form`
  display: grid;
  gap: ${space[5]};
  padding-top: ${space[6]};
  border-top: 1px solid ${color.border};
  &[hidden] {
    display: grid;
    visibility: hidden;
    height: 0;
    overflow: hidden;
    padding-top: 0;
    border-top-width: 0;
    margin-top: 0;
  }
`;

const Head = styled(SplitRow)`
  h3 {
    font-size: ${text.lg};
    font-weight: ${weight.bold};
  }
`;

const CloseButton = styled.button`
  ${iconHolder('2.75rem')}
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.raised};
  color: ${color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${color.text};
    border-color: ${color.textMuted};
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${space[5]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  ${mq.md} {
    grid-column: 1 / -1;
  }
`;

const Footer = styled(SplitRow)`
  p {
    color: ${color.textMuted};
    font-size: ${text.sm};
  }
`;

/**
 * The profile's edit mode, hidden until `open`. Its inputs start from the demo values and are
 * uncontrolled: leaving edit mode resets the form, so whatever was typed is dropped, as the demo
 * saves nothing. Opening it puts the caret in the first field.
 */
export function ProfileEditForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages('demoUser');
  const edit = t.group('profile.edit');
  const demoWords = t.group('demoProfile');
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) firstField.current?.focus();
    else form.current?.reset();
  }, [open]);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onClose();
  };
  return (
    <Form ref={form} id={PROFILE_EDIT_FORM_ID} aria-labelledby="profile-edit-title" onSubmit={save} hidden={!open}>
      <Head>
        <h3 id="profile-edit-title">{edit.formTitle}</h3>
        <CloseButton type="button" aria-label={edit.close} onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </CloseButton>
      </Head>
      <Fields>
        <TextField
          id="profile-first-name"
          label={edit.fields.firstName}
          autoComplete="given-name"
          defaultValue={demoProfile.firstName}
          ref={firstField}
        />
        <TextField id="profile-last-name" label={edit.fields.lastName} autoComplete="family-name" defaultValue={demoProfile.lastName} />
        <TextField id="profile-email" label={edit.fields.email} type="email" autoComplete="email" defaultValue={demoProfile.email} />
        <TextField id="profile-phone" label={edit.fields.phone} type="tel" autoComplete="tel" defaultValue={demoProfile.phone} />
        <Wide>
          <TextField id="profile-location" label={edit.fields.location} autoComplete="address-level2" defaultValue={demoWords.location} />
        </Wide>
        <Wide>
          <TextAreaField id="profile-bio" label={edit.fields.bio} rows={3} defaultValue={demoWords.bio} />
        </Wide>
      </Fields>
      <Footer>
        <p>{edit.notice}</p>
        <Button type="submit">{edit.save}</Button>
      </Footer>
    </Form>
  );
}
