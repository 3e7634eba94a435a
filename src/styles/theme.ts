/**
 * The one theme of the site: colour, type scale, spacing, radius, shadow and breakpoints.
 * Every component reads its values from here; no colour or size is written elsewhere.
 * Text colours are chosen for at least 4.5:1 contrast on the surfaces they sit on.
 */
export const color = {
  bg: '#ffffff',
  surface: '#f6f7fb',
  surfaceStrong: '#eceffa',
  border: '#dfe3ee',
  text: '#0f172a',
  textMuted: '#475569',
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primarySoft: '#eef2ff',
  onPrimary: '#ffffff',
  accent: '#0f766e',
  accentSoft: '#ccfbf1',
  success: '#15803d',
  successSoft: '#dcfce7',
  warning: '#b45309',
  warningSoft: '#fef3c7',
  danger: '#b91c1c',
  dangerSoft: '#fee2e2',
  ink: '#0b1020',
  inkSoft: '#151b30',
  onInk: '#f8fafc',
  onInkMuted: '#cbd5e1',
  focus: '#2563eb',
} as const;

export const gradient = {
  brand: 'linear-gradient(135deg, #4f46e5 0%, #7c3aed 100%)',
  hero: 'linear-gradient(180deg, #eef2ff 0%, #ffffff 100%)',
  ink: 'linear-gradient(135deg, #0b1020 0%, #1e1b4b 100%)',
} as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Type scale in rem; `display` and `h1` grow with the viewport between two bounds. */
export const text = {
  xs: '0.75rem',
  sm: '0.875rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': 'clamp(1.625rem, 1.2rem + 1.6vw, 2.125rem)',
  '4xl': 'clamp(2rem, 1.4rem + 2.4vw, 2.75rem)',
  display: 'clamp(2.375rem, 1.5rem + 3.8vw, 4rem)',
} as const;

export const weight = { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 } as const;

/** Spacing steps of 4 px. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export const radius = { sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', pill: '999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.08)',
  lg: '0 20px 40px -12px rgba(30, 27, 75, 0.25)',
} as const;

export const layout = { maxWidth: '72rem', headerHeight: '4rem' } as const;

/** `md` is where the header's links stop collapsing into a menu; `lg` opens side panels. */
export const breakpoint = { md: 768, lg: 1024 } as const;

export const mq = {
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  belowMd: `@media (max-width: ${breakpoint.md - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const theme = { color, gradient, font, text, weight, space, radius, shadow, layout, breakpoint, mq };
export type Theme = typeof theme;
