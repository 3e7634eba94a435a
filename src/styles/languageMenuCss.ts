import { color, focusRingCss, mq, radius, shadow, space, text, weight } from './theme';
import { visuallyHidden } from './visuallyHidden';

/**
 * The language switcher's look (src/components/layout/LanguageMenu.tsx and the footer's row),
 * as plain CSS in the document's stylesheet for the same reason as the theme control's
 * (src/styles/themeControlCss.ts): the header is in every first load, and fixed rules cost no
 * JavaScript this way.
 */
export const LANGUAGE_MENU_CLASS = 'language-menu';
export const LANGUAGE_LIST_CLASS = 'language-list';
export const LANGUAGE_ROW_CLASS = 'language-row';

/*
 * From `md`, in the bar: a globe and the language's short name; the links open in a panel
 * below it. Below `md`, in the menu panel: the label and the links lie open in a row, the
 * summary acting as a heading that still toggles them. In the bar the disclosure is exactly its
 * globe's size from the moment it exists: a half-parsed <details> shows the browser's own
 * "Details" summary, and the panel beside it would move when the real one arrives.
 * A function, so the browser bundle, which imports only the class names, drops it.
 */
export function languageMenuCss(): string {
  const root = `.${LANGUAGE_MENU_CLASS}`;
  const row = `.${LANGUAGE_ROW_CLASS}`;
  const link = `display:inline-flex;align-items:center;min-height:2.75rem;padding-inline:${space[3]};border-radius:${radius.md};color:${color.text};font-size:${text.sm};font-weight:${weight.medium};text-decoration:none`;
  const list = `.${LANGUAGE_LIST_CLASS}`;
  return `
${root}{position:relative;order:2;flex:none;width:2.75rem;height:2.75rem}
${root} summary{display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;border-radius:${radius.md};color:${color.textMuted};cursor:pointer;list-style:none}
${root} summary::-webkit-details-marker{display:none}
${root} summary:hover{color:${color.text};background:${color.surface}}
${root} summary>span{${visuallyHidden}}
${root} summary:focus-visible,${root} a:focus-visible,${list} a:focus-visible,${row} a:focus-visible{${focusRingCss(1)}}
${root} svg{flex:none;width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
${root} ul,${list} ul{display:grid;margin:0;padding:${space[1]};list-style:none}
${root} a,${list} a{${link}}
${root} a:hover,${list} a:hover{background:${color.surface}}
${root} a[aria-current],${list} a[aria-current]{color:${color.primary};font-weight:${weight.semibold}}
${root}:not([open])::details-content{content-visibility:visible;visibility:hidden}
${root} ul{position:absolute;inset-inline-end:0;top:calc(100% + ${space[1]});z-index:60;min-width:12rem;border:1px solid ${color.border};border-radius:${radius.lg};background:${color.raised};box-shadow:${shadow.lg}}
${list}>span{color:${color.textMuted};font-size:${text.sm};font-weight:${weight.semibold}}
${list}{padding-top:${space[4]};border-top:1px solid ${color.border}}
${list} ul{grid-template-columns:repeat(2,minmax(0,1fr));padding:${space[1]} 0 0}
${list} a{padding-inline:0}
${mq.md}{${list}{display:none}}
${mq.belowMd}{${root}{display:none}}
${mq.mdToLg}{${root}{order:0;margin-inline-start:auto}}
${row}{display:flex;flex-wrap:wrap;gap:${space[1]} ${space[4]};margin:0;padding:0;list-style:none}
${row} a{display:inline-flex;align-items:center;min-height:2rem}
${row} a[aria-current]{color:${color.onInk};font-weight:${weight.semibold}}
${mq.print}{${root},${list},${row}{display:none}}
`.replace(/\n\s*/g, '');
}
