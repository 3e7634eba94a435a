import type { ThemeChoice } from '../styles/themeChoice';

/** The header's colour-scheme control: its group label and the name of each choice. */
export const themeControlCopy = {
  label: 'Theme',
  choices: { system: 'System', light: 'Light', dark: 'Dark' },
} as const satisfies { label: string; choices: Record<ThemeChoice, string> };
