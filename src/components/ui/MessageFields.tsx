import styled from '@emotion/styled';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { color, space } from '../../styles/theme';
import { controlStyles, FieldShell, type Common } from './Field';

/*
 * The fields of the forms that take a message (the quote, support and profile forms): a text area
 * and a choice list, apart from Field.tsx so the sign-in and sign-up screens do not load them.
 */

/**
 * Drawn like the other fields in every engine: WebKit paints a native grey control otherwise.
 * The chevron is the wrapper's, placed at the inline end, so it follows the reading direction.
 */
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: ${space[10]};
`;

const SelectBox = styled.span`
  position: relative;
  display: block;
  svg {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: ${space[3]};
    color: ${color.textMuted};
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export function TextAreaField({ id, label, optional, hint, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint}>
      <TextArea id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...area} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  id,
  label,
  optional,
  hint,
  options,
  placeholder,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder: string }) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint}>
      <SelectBox>
        <Select id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <ChevronDown size={20} aria-hidden="true" />
      </SelectBox>
    </FieldShell>
  );
}
