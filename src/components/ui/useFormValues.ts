import { useState, type ChangeEvent } from 'react';

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `text(key)` spreads onto an input, a text area or a select. */
export interface TextBinding {
  value: string;
  onChange: (event: ChangeEvent<TextControl>) => void;
}

/**
 * Controlled values of a form, as the typed object the spec describes. Forms give their
 * controls no `name`, so a submission that happens before hydration sends nothing (no
 * password or message in a query string).
 */
export function useFormValues<T extends { [K in keyof T]: string | boolean }>(initial: T) {
  const [values, setValues] = useState(initial);
  const text = (key: KeysOf<T, string>): TextBinding => ({
    value: values[key] as string,
    onChange: (event) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const checkbox = (key: KeysOf<T, boolean>) => ({
    checked: values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [key]: event.target.checked })),
  });
  return { values, text, checkbox };
}
