import { color, mq, radius, shadow, space, text, weight } from './theme';
import { visuallyHidden } from './visuallyHidden';

/**
 * The language switcher's look (src/components/layout/LanguageMenu.tsx and the footer's row),
 * as plain CSS in the document's stylesheet for the same reason as the theme control's
 * (src/styles/themeControlCss.ts): the header is in every first load, and fixed rules cost no
 * JavaScript this way.
 */
export const LANGUAGE_MENU_CLASS = 'language-menu';
export const LANGUAGE_ROW_CLASS = 'language-row';

/*
 * From `md`, in the bar: a globe and the language's short name; the links open in a panel
 * below it. Below `md`, in the menu panel: the label and the links lie open in a row, the
 * summary acting as a heading that still toggles them.
 * A function, so the browser bundle, which imports only the class names, drops it.
 */
export function languageMenuCss(): string {
  const root = `.${LANGUAGE_MENU_CLASS}`;
  const row = `.${LANGUAGE_ROW_CLASS}`;
  const link = `display:inline-flex;align-items:center;min-height:2.75rem;padding-inline:${space[3]};border-radius:${radius.md};color:${color.text};font-size:${text.sm};font-weight:${weight.medium};text-decoration:none`;
  return `
${root} summary{display:inline-flex;align-items:center;gap:${space[2]};min-height:2.75rem;padding-inline:${space[2]};border-radius:${radius.md};color:${color.textMuted};font-size:${text.sm};font-weight:${weight.semibold};cursor:pointer;list-style:none}
${root} summary::-webkit-details-marker{display:none}
${root} summary:hover{color:${color.text}}
${root} summary>span:first-of-type{${visuallyHidden}}
${root} summary:focus-visible,${root} a:focus-visible,${row} a:focus-visible{outline:3px solid ${color.focus};outline-offset:1px}
${root} svg{flex:none;width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
${root} ul{display:grid;margin:0;padding:${space[1]};list-style:none}
${root} a{${link}}
${root} a:hover{background:${color.surface}}
${root} a[aria-current]{color:${color.primary};font-weight:${weight.semibold}}
${root}>div>span{color:${color.textMuted};font-size:${text.sm};font-weight:${weight.semibold}}
${mq.md}{${root}{position:relative}${root}>div{display:none}${root} details ul{position:absolute;right:0;top:calc(100% + ${space[1]});z-index:60;min-width:12rem;border:1px solid ${color.border};border-radius:${radius.lg};background:${color.raised};box-shadow:${shadow.lg}}}
${mq.belowMd}{${root} details{display:none}${root}>div{padding-top:${space[4]};border-top:1px solid ${color.border}}${root}>div ul{grid-template-columns:repeat(2,minmax(0,1fr));padding:${space[1]} 0 0}${root}>div a{padding-inline:0}}
${row}{display:flex;flex-wrap:wrap;gap:${space[1]} ${space[4]};margin:0;padding:0;list-style:none}
${row} a{display:inline-flex;align-items:center;min-height:2rem}
${row} a[aria-current]{color:${color.onInk};font-weight:${weight.semibold}}
${mq.print}{${root},${row}{display:none}}
`.replace(/\n\s*/g, '');
}
