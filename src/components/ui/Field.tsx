import styled from '@emotion/styled';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { color, radius, space, text, weight } from '../../styles/theme';
import { useMessages } from '../../i18n/messages';

/*
 * Form controls with their visible label. Validation is the browser's own (required, type):
 * the spec asks for native rules only. A text area and a choice list: MessageFields.tsx.
 */

export const controlStyles = `
  width: 100%;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.fieldBorder};
  border-radius: ${radius.sm};
  background: ${color.field};
  color: ${color.text};
  font-size: ${text.base};
  &::placeholder {
    color: ${color.placeholder};
  }
  /* The document's focus ring (src/styles/theme.ts), and an edge in its colour. */
  &:focus-visible {
    border-color: ${color.focus};
  }
`;

const Wrapper = styled.div`
  display: grid;
  gap: ${space[1]};
  min-width: 0;
`;

export const Label = styled.label`
  color: ${color.text};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
`;

const Optional = styled.span`
  color: ${color.textMuted};
  font-weight: ${weight.regular};
`;

const Hint = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
`;

export const Input = styled.input`
  ${controlStyles}
`;

interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label above its control, with an optional hint below. */
export function FieldShell({ id, label, optional, hint, children }: FieldShellProps) {
  const optionalMark = useMessages('shell')('form.optional');
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {optional ? <Optional>{` ${optionalMark}`}</Optional> : null}
      </Label>
      {children}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </Wrapper>
  );
}

export type Common = { id: string; label: ReactNode; optional?: boolean; hint?: ReactNode };

export function TextField({
  id,
  label,
  optional,
  hint,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint}>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
    </FieldShell>
  );
}

const CheckboxRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  min-height: 2.75rem;
  padding-block: ${space[2]};
  color: ${color.text};
  font-size: ${text.sm};
  cursor: pointer;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    accent-color: ${color.primary};
  }
`;

/** A checkbox whose whole row, label text included, toggles it. */
export function CheckboxField({ label, ...input }: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <CheckboxRow>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </CheckboxRow>
  );
}
