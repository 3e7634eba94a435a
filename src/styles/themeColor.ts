import type { Scheme } from './palettes';

/**
 * The page colour of each scheme, as values: the palettes' `bg` (palettes.ts), and the
 * browser's `theme-color` for its own chrome, which a meta element cannot take from a CSS
 * variable. Apart from the palettes so that the document, which the browser renders too,
 * carries these two colours and not the palettes.
 */
export const pageColor: Record<Scheme, string> = { light: '#ffffff', dark: '#0c1120' };
