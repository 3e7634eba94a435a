import { visuallyHidden } from './visuallyHidden';
import { color, focusRingCss, mq, radius, space, systemColor, text, weight } from './theme';
import { THEME_ATTRIBUTE, THEME_CHOICES } from './themeChoice';

/**
 * The theme control's look (src/components/layout/ThemeControl.tsx), as plain CSS in the
 * document's stylesheet rather than Emotion styles: the header is part of every route's first
 * load, and rules that never change with props cost no JavaScript here (Emotion ships each
 * component's CSS text in the bundle to hash it). The same tokens as everywhere else.
 */
export const THEME_CONTROL_CLASS = 'theme-control';

/*
 * Below `md`, in the menu panel: the label, then the three choices named, side by side across
 * the panel's width, each column as wide as its words first and the rest shared (a longer word,
 * "حسب النظام", "Système", takes the room it needs instead of wrapping in a third of the track). From `md`, in the bar: three icons, their words for assistive technology
 * only. Without JavaScript nothing could
 * apply a choice, so the control is not shown.
 *
 * The selected segment follows the attribute on <html>, which the inline theme script sets
 * before the first paint: the choice in force is highlighted from that paint on, before
 * hydration has told the radios which one is checked. From then on it follows the checked radio,
 * which a tap moves a frame before the page takes the new colours (themeChoice.ts). It is a solid fill, at 3:1 or more against
 * the track and the other segments (tokens `selected`, `onSelected`), and in forced colours the
 * system's own selection colours, which the visitor's theme keeps apart from everything else.
 *
 * A function, not a constant, so that the browser bundle, which imports only the class name
 * from here, drops it.
 */
export function themeControlCss(): string {
  const root = `.${THEME_CONTROL_CLASS}`;
  // Before hydration the radios are disabled and none is checked: the attribute says which.
  const selected = [
    ...THEME_CHOICES.map((choice) =>
      choice === 'system'
        ? `:root:not([${THEME_ATTRIBUTE}]) ${root} [value=system]:disabled+span`
        : `:root[${THEME_ATTRIBUTE}=${choice}] ${root} [value=${choice}]:disabled+span`,
    ),
    `${root} :checked+span`,
  ].join(',');
  return `
${root}{display:flex;align-items:center;gap:${space[2]}}
${root}>span:first-child{color:${color.textMuted};font-size:${text.sm};font-weight:${weight.semibold}}
${root}>span+span{display:inline-flex;gap:2px;padding:3px;border:1px solid ${color.border};border-radius:${radius.pill};background:${color.surface}}
${root} label{position:relative;display:flex;flex:1;cursor:pointer}
${root} input{position:absolute;inset:0;margin:0;opacity:0;cursor:inherit}
${root} label>span{display:inline-flex;flex:1;align-items:center;justify-content:center;gap:${space[2]};min-width:2.25rem;min-height:2.25rem;padding-inline:${space[2]};text-align:center;line-height:1.2;border-radius:${radius.pill};color:${color.textMuted};font-size:${text.sm};font-weight:${weight.medium}}
${root} label:hover>span{color:${color.text}}
${root} input:focus-visible+span{${focusRingCss(1)}}
${selected}{background:${color.selected};color:${color.onSelected}}
${mq.forcedColors}{${selected}{forced-color-adjust:none;background:${systemColor.selectedItem};color:${systemColor.selectedItemText}}}
${root} svg{flex:none;width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
${mq.belowMd}{${root}{flex-direction:column;align-items:stretch;padding-top:${space[4]};border-top:1px solid ${color.border}}${root}>span+span{display:grid;grid-template-columns:repeat(3,auto)}}
${mq.md}{${root}>span:first-child,${root} label>span>span{${visuallyHidden}}${root} label>span{padding-inline:0}}
${mq.mdToLg}{${root} label>span{min-width:2rem;min-height:2rem}}
${mq.noScript}{${root}{display:none}}
`.replace(/\n\s*/g, '');
}
