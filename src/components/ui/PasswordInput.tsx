import styled from '@emotion/styled';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState, type InputHTMLAttributes } from 'react';
import { useMessages } from '../../i18n/messages';
import { color, radius, space } from '../../styles/theme';
import { FieldShell, Input } from './Field';

const Control = styled.div`
  position: relative;
`;

const PasswordControl = styled(Input)`
  padding-inline-end: 3rem;
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  inset-inline-end: ${space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;
  transform: translateY(-50%);
  &:hover {
    color: ${color.primary};
    background: ${color.primarySoft};
  }
`;

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  /** How the toggle names the field, e.g. "password" → "Show password" / "Hide password". */
  toggleName: string;
}

/**
 * A labelled password input with a toggle button that shows what was typed. Its name stays
 * "Show password" and `aria-pressed` says whether the text is shown, so a screen reader hears
 * one state change ("pressed"), not a new name and a state that contradict each other.
 * The icon follows the state: an eye while hidden, a struck eye while shown.
 */
export function PasswordInput({ id, label, toggleName, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const t = useMessages('shell');
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldShell id={id} label={label}>
      <Control>
        <PasswordControl id={id} type={visible ? 'text' : 'password'} {...input} />
        <Toggle
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t('form.show', { field: toggleName })}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon size={20} aria-hidden="true" />
        </Toggle>
      </Control>
    </FieldShell>
  );
}
