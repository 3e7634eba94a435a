import { useState, type ChangeEvent } from 'react';

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

/**
 * Controlled values of a demo form. The inputs carry no `name`, so a submission that happens
 * before hydration sends nothing (no password in a query string); afterwards the form's state
 * is the typed object the spec describes.
 */
export function useFormValues<T extends { [K in keyof T]: string | boolean }>(initial: T) {
  const [values, setValues] = useState(initial);
  const text = (key: KeysOf<T, string>) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const checkbox = (key: KeysOf<T, boolean>) => ({
    checked: values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [key]: event.target.checked })),
  });
  return { values, text, checkbox };
}
