/**
 * The one theme of the site: colour, type scale, spacing, radius, shadow and breakpoints.
 * Every component reads its values from here; no colour or size is written elsewhere.
 *
 * Colours, shadows, gradients and image treatments are references to CSS custom properties
 * (`var(--color-text)`), not values: the light and dark palettes that define them live in
 * `palettes.ts` and become the document's `:root` rules (`globalCss.ts`), so the scheme is
 * chosen by CSS alone, from the first paint, with or without JavaScript. Component styles and
 * the JavaScript bundle never hold a colour of either palette.
 */

import { HEADER_SIZE_PROPERTY } from './frameClasses';

/** Every colour token. Text colours keep 4.5:1 on the surfaces they sit on, in both palettes. */
const COLOR_TOKENS = [
  /** The page. */
  'bg',
  /** Tinted bands and insets. */
  'surface',
  /** Tracks, neutral pills, locked badges. */
  'surfaceStrong',
  /** Cards, panels, menus: what stands above the page. */
  'raised',
  'border',
  'text',
  'textMuted',
  /**
   * The brand's one accent, as ink: links, icons, active states, borders. Every `primary…` token,
   * `signal`, `focus` and the brand gradients are this one hue (tests/unit/palettes.test.ts); the
   * rest is neutral, or a status (success, warning, danger) that a word always names as well.
   */
  'primary',
  'primaryHover',
  /** A tint of the accent behind accent ink. */
  'primarySoft',
  /** The accent as a solid surface (buttons, chips) under `onPrimary` text. */
  'primaryFill',
  'primaryFillHover',
  /** Text and icons on the solid accent and on the brand gradient. */
  'onPrimary',
  'success',
  'successSoft',
  'warning',
  'warningSoft',
  'danger',
  'dangerSoft',
  /** The darkest surface: footer, statistics band, store badges. */
  'ink',
  'inkSoft',
  /** The edge of an ink surface where it meets the page: none on a light page, drawn on a dark one. */
  'inkEdge',
  /**
   * A drawn phone's bezel and the rim of light around it: near black on a light page; on a dark
   * page a graphite lighter than the page with a bright rim, so the device keeps its outline.
   */
  'deviceBezel',
  'deviceRim',
  'onInk',
  'onInkMuted',
  'focus',
  /** The sticky header's translucent bar. */
  'bar',
  /** Form fields: their fill, border and placeholder. */
  'field',
  'fieldBorder',
  'placeholder',
  /** A bright highlight on ink and brand surfaces: the brand mark's dot, check marks on ink. */
  'signal',
  /** The "platform active" status dot. */
  'live',
  /**
   * The chosen segment of a segmented control (theme, earnings period, FAQ category): a solid
   * fill at 3:1 or more against the track and the unselected segments, under `onSelected` text.
   */
  'selected',
  'onSelected',
  /** Laid over the page behind an open menu panel. */
  'scrim',
] as const;

const SHADOW_TOKENS = ['sm', 'md', 'lg'] as const;
const GRADIENT_TOKENS = ['brand', 'hero', 'ink'] as const;
/** `logo`: the CSS filter that makes the partner wordmarks (single-colour images) legible. */
const FILTER_TOKENS = ['logo'] as const;

export type ColorToken = (typeof COLOR_TOKENS)[number];
export type ShadowToken = (typeof SHADOW_TOKENS)[number];
export type GradientToken = (typeof GRADIENT_TOKENS)[number];
export type FilterToken = (typeof FILTER_TOKENS)[number];

/** The custom property of a token: `textMuted` in `color` → `--color-text-muted`. */
export const customProperty = (group: string, token: string) =>
  `--${group}-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

function references<T extends string>(group: string, tokens: readonly T[]): Record<T, string> {
  return Object.fromEntries(tokens.map((token) => [token, `var(${customProperty(group, token)})`])) as Record<T, string>;
}

/** The token groups, each token named once; `palettes.ts` gives them values per scheme. */
export const tokenGroups = { color: COLOR_TOKENS, shadow: SHADOW_TOKENS, gradient: GRADIENT_TOKENS, filter: FILTER_TOKENS } as const;

export const color = references('color', COLOR_TOKENS);
export const shadow = references('shadow', SHADOW_TOKENS);
export const gradient = references('gradient', GRADIENT_TOKENS);
export const filter = references('filter', FILTER_TOKENS);

export const font = {
  // Every browser the site serves knows system-ui, the platform's own face (with its fallbacks for
  // every script); each further family in the stack is one more font WebKit on Linux looks up
  // before its first paint (scripts/first-paint.ts: 308 → 131 ms on `/`).
  body: 'system-ui, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Type scale in rem; `display` and `h1` grow with the viewport between two bounds. */
export const text = {
  /** The smallest text: labels inside the app's screens, drawn at a phone's scale. */
  '2xs': '0.6875rem',
  xs: '0.75rem',
  sm: '0.875rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': 'clamp(1.625rem, 1.2rem + 1.6vw, 2.125rem)',
  '4xl': 'clamp(2rem, 1.4rem + 2.4vw, 2.75rem)',
  display: 'clamp(2.375rem, 1.5rem + 3.5vw, 3.75rem)',
  /** A headline figure in a row of four: as large as the row lets the longest figure of any language stay on one line. */
  figure: 'clamp(1.5rem, 1rem + 1.25vw, 2.125rem)',
} as const;

/**
 * Letter spacing (`tracking`) and line heights (`leading`), as custom properties: Latin values by
 * default; `globalCss` swaps in `joinedScriptType` for every language whose script joins its
 * letters (Arabic) or hangs them from a headline with marks above and below (Devanagari), where
 * letter spacing breaks the joins and conjuncts and tight lines clip the marks.
 */
const latinType = {
  tracking: { tighter: '-0.03em', tight: '-0.02em', snug: '-0.01em', wide: '0.02em', wider: '0.04em', widest: '0.08em' },
  leading: { display: '1.05', tight: '1.1', snug: '1.15', heading: '1.2', body: '1.6' },
} as const;

type TypeSetting = { [group in keyof typeof latinType]: Record<keyof (typeof latinType)[group], string> };

export const joinedScriptType: TypeSetting = {
  tracking: { tighter: '0', tight: '0', snug: '0', wide: '0', wider: '0', widest: '0' },
  leading: { display: '1.35', tight: '1.35', snug: '1.35', heading: '1.4', body: '1.8' },
};

/** One type setting as custom-property declarations: `--tracking-tight:-0.02em;…`. */
export const typeDeclarations = (setting: TypeSetting = latinType) =>
  Object.entries(setting)
    .flatMap(([group, values]) => Object.entries(values).map(([token, value]) => `${customProperty(group, token)}:${value};`))
    .join('');

const tokensOf = <T extends object>(values: T) => Object.keys(values) as (keyof T & string)[];
export const tracking = references('tracking', tokensOf(latinType.tracking));
export const leading = references('leading', tokensOf(latinType.leading));

/** The angle of a gradient running along the line: 90deg, or 270deg in a right-to-left document (globalCss). */
export const inlineAngle = 'var(--inline-angle)';

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

/**
 * Motion: transform and opacity only, CSS only, and only under `mq.motionOk`. `enter` is how a
 * phone or a section arrives, `lift` how a card answers a pointer; the keyframes are global rules
 * (`globalCss`: `enter`, `rise`, `fill`, `dock`).
 */
export const motion = {
  enter: '0.7s cubic-bezier(0.16, 1, 0.3, 1)',
  fill: '1.2s cubic-bezier(0.65, 0, 0.35, 1)',
  lift: '0.2s cubic-bezier(0.16, 1, 0.3, 1)',
} as const;

export const layout = {
  maxWidth: '72rem',
  /** The header bar's row. */
  headerHeight: '4rem',
  /** The custom property that holds the header's whole height, as measured (globalCss, Header). */
  headerSizeProperty: HEADER_SIZE_PROPERTY,
  headerBlockSize: `var(${HEADER_SIZE_PROPERTY})`,
} as const;

/**
 * `md` is where the header's links stop collapsing into a menu; `lg` opens side panels. In `em`,
 * which a media query takes from the browser's default font size: a visitor who sets 32 px
 * gets, at 1280 px, the layout a 640 px screen gets at 16 px, so text never outgrows its row.
 */
export const breakpoint = { md: 48, lg: 64 } as const;

const width = (ems: number) => `${ems}em`;
/** Just under a breakpoint: `max-width` ranges end a hundredth of a pixel before the next one starts. */
const below = (ems: number) => `${ems - 0.02 / 16}em`;

export const mq = {
  md: `@media (min-width: ${width(breakpoint.md)})`,
  lg: `@media (min-width: ${width(breakpoint.lg)})`,
  belowMd: `@media (max-width: ${below(breakpoint.md)})`,
  /** Tablets: the header's links sit in the bar, with less room than on a desktop. */
  mdToLg: `@media (min-width: ${width(breakpoint.md)}) and (max-width: ${below(breakpoint.lg)})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Motion only where the visitor has not asked for less: entrances and fills are written inside it. */
  motionOk: '@media (prefers-reduced-motion: no-preference)',
  /** Controls that need JavaScript are hidden where it does not run. */
  noScript: '@media (scripting: none)',
  /** The visitor's own colours (Windows contrast themes): what only a colour told must be drawn. */
  forcedColors: '@media (forced-colors: active)',
  print: '@media print',
} as const;

/**
 * The focus indicator every control shows (WCAG 2.4.7, 1.4.11): a 3 px ring in `focus` between two
 * 2 px bands of the page's colour, which the ring carries wherever it is drawn. On the page the
 * bands cannot be seen and the ring is the familiar one; on a surface the ring alone would melt
 * into (the ink footer, the brand gradient of the closing call to action, a button of the accent)
 * the bands stand out from the surface and the ring keeps its contrast against them: `focus` on
 * `bg`, 3:1 or more in both palettes (tests/unit/palettes.test.ts; measured on every focusable
 * element of every route in tests/e2e/focus-ring.test.ts). The bands are a box shadow, drawn under
 * the outline from the element's edge to beyond the ring. In forced colours no shadow is drawn and
 * the ring takes a system colour. `offset`: the room between the element and the ring, in px.
 */
export function focusRingCss(offset = 2): string {
  const [ring, band] = [3, 2];
  return `outline:${ring}px solid ${color.focus};outline-offset:${offset}px;box-shadow:0 0 0 ${offset + ring + band}px ${color.bg}`;
}

/**
 * The system colours forced-colours mode offers (CSS Color 4): where a state would otherwise
 * be lost, a rule under `mq.forcedColors` names one of these, never a colour of its own.
 */
export const systemColor = {
  canvas: 'Canvas',
  canvasText: 'CanvasText',
  selectedItem: 'SelectedItem',
  selectedItemText: 'SelectedItemText',
  highlight: 'Highlight',
  linkText: 'LinkText',
  buttonBorder: 'ButtonBorder',
} as const;

export const theme = {
  color,
  gradient,
  shadow,
  filter,
  font,
  text,
  tracking,
  leading,
  weight,
  space,
  radius,
  motion,
  layout,
  breakpoint,
  mq,
  systemColor,
};
export type Theme = typeof theme;
