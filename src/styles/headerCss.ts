import { columnCss } from './container';
import { HEADER_CLASS } from './frameClasses';
import { LANGUAGE_MENU_CLASS } from './languageMenuCss';
import { color, layout, mq, radius, shadow, space, text, tracking, weight } from './theme';

/**
 * The header's look (src/components/layout/Header.tsx), as plain CSS in the document's
 * stylesheet, like the theme control's and the language menu's: the header is part of every
 * route's first load, and rules that never change with props cost no JavaScript this way
 * (Emotion ships each component's CSS text in the bundle to hash it). The same tokens as
 * everywhere else. Its call to action keeps the buttons' shared look (Emotion).
 *
 * One panel serves every width: the list of links, the languages (below `md`), then the theme
 * control. From `md` up it sits inline in the bar; below `md` it is a panel that the menu
 * button opens, at most the screen's height under the bar and scrolling within, over a scrim
 * that dims the page. Without JavaScript (`scripting: none`) the button cannot work, so the
 * panel stays open in the bar, which then scrolls away with the page (a sticky bar that tall
 * would cover a short screen).
 *
 * What the sticky bar covers is the document's scroll padding, so that whatever gets focus or is
 * a link's target is scrolled clear of it (WCAG 2.4.11): the bar measures itself once the page
 * runs (Header.tsx); until then, and without JavaScript, the estimates here hold (one row; two
 * on tablets). Its class names: src/styles/frameClasses.ts.
 */

/*
 * Why some rules are there:
 * - the panel stays unseen until the language menu that follows it is parsed: on a starved CPU
 *   Chromium may paint a half-parsed page, and the panel, pushed right by its margin, would move
 *   left as its links and controls arrive (Blink does not match :last-child before a parent is
 *   parsed; :has() it does);
 * - the collapsed menu button is wide enough for its icon and label, so a first paint with the
 *   icon alone does not shift it when the label arrives; it goes last and pushes itself right;
 * - the open panel's `100%` is the bar's height: the panel ends at the screen's bottom edge
 *   (400 % zoom, a phone on its side) and what does not fit scrolls inside it;
 * - the closed panel is hidden, not undisplayed: laid out with the page, out of the tab order and
 *   the accessibility tree, so opening it repaints and lays out nothing (the first open took
 *   18 to 40 ms of layout on a 4× slower CPU; now 0 to 4).
 *
 * A function, so that the browser bundle, which imports only the class names, drops it.
 */
export function headerCss(): string {
  const c = Object.fromEntries(Object.entries(HEADER_CLASS).map(([part, name]) => [part, `.${name}`])) as Record<
    keyof typeof HEADER_CLASS,
    string
  >;
  const narrow = mq.belowMd.replace('@media ', '');
  const collapsed = `@media ${narrow} and (scripting: enabled)`;
  const narrowNoScript = `@media ${narrow} and (scripting: none)`;
  return `
:root{${layout.headerSizeProperty}:calc(${layout.headerHeight} + 1px)}
html{scroll-padding-top:calc(${layout.headerBlockSize} + ${space[4]})}
${c.bar}{position:sticky;top:0;z-index:50;background:${color.bar};backdrop-filter:saturate(180%) blur(12px);border-bottom:1px solid ${color.border}}
${columnCss(c.inner)}
${c.inner}{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;min-height:${layout.headerHeight};column-gap:${space[6]}}
${c.brand}{display:inline-flex;align-items:center;gap:${space[2]};min-height:2.75rem;color:${color.text};font-size:${text.xl};font-weight:${weight.black};letter-spacing:${tracking.wider};text-decoration:none}
${c.menuButton}{display:none;align-items:center;justify-content:center;gap:${space[2]};min-height:2.75rem;padding:0 ${space[3]};border:1px solid ${color.border};border-radius:${radius.md};background:${color.raised};font-weight:${weight.semibold};cursor:pointer}
${c.scrim}{display:none}
${c.panel}{display:flex;align-items:center;gap:${space[3]}}
${c.panel}:not(:has(~ .${LANGUAGE_MENU_CLASS})){visibility:hidden}
${c.list}{display:flex;align-items:center;gap:${space[1]};margin:0;padding:0;list-style:none}
${c.link}{display:flex;align-items:center;min-height:2.75rem;padding:0 ${space[3]};border-radius:${radius.sm};color:${color.textMuted};font-weight:${weight.medium};text-decoration:none;white-space:nowrap}
${c.link}:hover{color:${color.text};background:${color.surface}}
${c.link}[aria-current='page']{color:${color.primary};background:${color.primarySoft};font-weight:${weight.semibold}}
${c.cta}>a{white-space:nowrap}
${mq.md}{${c.panel}{margin-inline-start:auto}${c.cta}{margin-inline-start:${space[3]}}}
${mq.mdToLg}{:root{${layout.headerSizeProperty}:calc(${layout.headerHeight} + 2.25rem)}${c.inner}{column-gap:${space[4]}}${c.panel}{order:1;flex-basis:100%;justify-content:flex-end;gap:${space[2]};padding-bottom:${space[2]}}${c.list}{gap:0}${c.link}{padding:0 ${space[2]};font-size:${text.sm}}${c.cta}{margin-inline-start:${space[1]}}${c.cta}>a{padding:0 ${space[4]};font-size:${text.sm}}}
${narrowNoScript}{${c.bar}{position:static}${c.panel}{flex-basis:100%;padding-bottom:${space[3]}}${c.list}{flex-wrap:wrap}}
${collapsed}{${c.menuButton}{display:inline-flex;min-width:6.75rem;order:1;margin-inline-start:auto}${c.panel}{position:absolute;top:100%;inset-inline:0;max-height:calc(100vh - 100%);max-height:calc(100dvh - 100%);overflow-y:auto;overscroll-behavior:contain;flex-direction:column;align-items:stretch;gap:${space[4]};padding:${space[3]} ${space[4]} ${space[5]};background:${color.raised};border-bottom:1px solid ${color.border};box-shadow:${shadow.md}}${c.panel}:not([data-open=true]){visibility:hidden}${c.scrim}[data-open=true]{display:block;position:absolute;top:100%;inset-inline:0;height:100vh;height:100dvh;background:${color.scrim}}${c.list}{flex-direction:column;align-items:stretch}${c.cta}{margin-top:${space[2]}}${c.cta}>a{width:100%}}
${mq.print}{${c.bar}{display:none}}
`.replace(/\n/g, '');
}
