import type { ColorToken, FilterToken, GradientToken, ShadowToken } from './theme';
// With its extension: the build's social cards read the palettes from vite.config.ts (scripts/socialCards).
import { pageColor } from './themeColor.ts';

/**
 * The values behind the theme's tokens, one palette per scheme. `globalCss.ts` turns each into
 * custom-property declarations on `:root`; nothing the browser runs imports this module, so
 * the palettes stay out of its JavaScript.
 *
 * The dark palette is drawn for a dark room, not inverted: surfaces rise in lightness with
 * elevation (page, band, card), borders are quiet, accents are lighter tints that read on
 * navy, solid accent surfaces keep white text, shadows are deeper and cards that float get a
 * faint light edge where a shadow would be lost.
 */
export interface Palette {
  color: Record<ColorToken, string>;
  shadow: Record<ShadowToken, string>;
  gradient: Record<GradientToken, string>;
  filter: Record<FilterToken, string>;
}

export type Scheme = 'light' | 'dark';

export const lightPalette: Palette = {
  color: {
    bg: pageColor.light,
    surface: '#f6f7fb',
    surfaceStrong: '#eceffa',
    raised: '#ffffff',
    border: '#dfe3ee',
    text: '#0f172a',
    textMuted: '#475569',
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primarySoft: '#eef2ff',
    primaryFill: '#4f46e5',
    primaryFillHover: '#4338ca',
    onPrimary: '#ffffff',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    ink: '#0b1020',
    inkSoft: '#151b30',
    inkEdge: 'transparent',
    deviceBezel: '#0f172a',
    deviceRim: '#cbd2e1',
    onInk: '#f8fafc',
    onInkMuted: '#cbd5e1',
    focus: '#4338ca',
    bar: 'rgba(255, 255, 255, 0.92)',
    field: '#ffffff',
    fieldBorder: '#7a8497',
    placeholder: '#6b7280',
    signal: '#c7d2fe',
    live: '#4ade80',
    selected: '#4f46e5',
    onSelected: '#ffffff',
    scrim: 'rgba(15, 23, 42, 0.5)',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 20px 40px -12px rgba(30, 27, 75, 0.25)',
  },
  gradient: {
    brand: 'linear-gradient(135deg, #4f46e5 0%, #3730a3 100%)',
    hero: 'linear-gradient(180deg, #eef2ff 0%, #ffffff 100%)',
    ink: 'linear-gradient(135deg, #0b1020 0%, #1e1b4b 100%)',
  },
  filter: {
    logo: 'none',
  },
};

export const darkPalette: Palette = {
  color: {
    bg: pageColor.dark,
    surface: '#10172b',
    surfaceStrong: '#222c47',
    raised: '#161f36',
    border: '#2a3552',
    text: '#e7ebf5',
    textMuted: '#a4aec4',
    primary: '#a5b4fc',
    primaryHover: '#c7d2fe',
    primarySoft: '#1f2550',
    primaryFill: '#5850ec',
    primaryFillHover: '#635bf0',
    onPrimary: '#ffffff',
    success: '#4ade80',
    successSoft: '#0f2a1c',
    warning: '#fbbf24',
    warningSoft: '#2e2410',
    danger: '#f87171',
    dangerSoft: '#34161a',
    ink: '#070b16',
    inkSoft: '#141b2f',
    inkEdge: '#242e4a',
    deviceBezel: '#2a3350',
    deviceRim: '#6b7694',
    onInk: '#f1f5f9',
    onInkMuted: '#b4bdd0',
    focus: '#a5b4fc',
    bar: 'rgba(12, 17, 32, 0.88)',
    field: '#0f1526',
    fieldBorder: '#6b7694',
    placeholder: '#8a94ab',
    signal: '#c7d2fe',
    live: '#4ade80',
    selected: '#a5b4fc',
    onSelected: '#0b1020',
    scrim: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.45), 0 1px 3px rgba(0, 0, 0, 0.3)',
    md: '0 8px 24px rgba(0, 0, 0, 0.45)',
    lg: '0 24px 48px -12px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(165, 180, 252, 0.08)',
  },
  gradient: {
    brand: 'linear-gradient(135deg, #4f46e5 0%, #3730a3 100%)',
    hero: 'radial-gradient(90% 70% at 50% 0%, rgba(99, 102, 241, 0.22) 0%, rgba(99, 102, 241, 0) 70%), linear-gradient(180deg, #10162e 0%, #0c1120 100%)',
    ink: 'linear-gradient(135deg, #0a0f1e 0%, #221d55 100%)',
  },
  filter: {
    // The wordmarks are one slate colour on transparent: drawn white, then dimmed by their opacity.
    logo: 'brightness(0) invert(1)',
  },
};

/**
 * Paper: black text on white, no tinted surfaces, shadows or gradients, whatever the screen's
 * scheme. Applied by `@media print`.
 */
export const printPalette: Palette = {
  color: {
    ...lightPalette.color,
    bg: '#ffffff',
    surface: '#ffffff',
    surfaceStrong: '#ffffff',
    raised: '#ffffff',
    border: '#999999',
    text: '#000000',
    textMuted: '#333333',
    primary: '#000000',
    primaryHover: '#000000',
    primarySoft: '#ffffff',
  },
  shadow: { sm: 'none', md: 'none', lg: 'none' },
  gradient: { brand: 'none', hero: 'none', ink: 'none' },
  filter: { logo: 'none' },
};
