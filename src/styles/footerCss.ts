import { footerSocial } from '../content/navigation';
import { color, mq, radius, space, systemColor, text, tracking, weight } from './theme';

/**
 * The footer's look (src/components/layout/Footer.tsx), as plain CSS in the document's
 * stylesheet, like the header's: the footer is part of every route's first load, and rules that
 * never change with props cost no JavaScript this way (Emotion ships each component's CSS text in
 * the bundle to hash it). The same tokens as everywhere else.
 */
export const FOOTER_CLASS = {
  footer: 'site-footer',
  grid: 'site-footer-grid',
  about: 'site-footer-about',
  brand: 'site-footer-brand',
  social: 'site-footer-social',
  mark: 'site-footer-mark',
  status: 'site-footer-status',
  statusLink: 'site-footer-status-link',
  columnTitle: 'site-footer-column-title',
  links: 'site-footer-links',
  bottom: 'site-footer-bottom',
} as const;

/*
 * Why some rules are there:
 * - a brand's mark is the link's own colour through the mark's shape (a PNG used as a mask): it
 *   follows the link's hover and, in forced colours, the visitor's link colour (the background
 *   would otherwise be forced to the page's, and the mark vanish into it);
 * - links are 2 rem tall at least (WCAG 2.5.8), and the row of legal links keeps room between them;
 * - the footer stays unseen until it is parsed whole: on a page shorter than the screen it stands at
 *   the screen's foot, and on a starved CPU Chromium may paint it half-parsed there, to grow upwards
 *   as its links arrive (a layout shift of up to 0.35). Blink matches :last-child only once the
 *   parent is parsed; browsers without :has() drop the rule and show the footer as it comes.
 *
 * A function, so that the browser bundle, which imports only the class names, drops it.
 */
export function footerCss(): string {
  const c = Object.fromEntries(Object.entries(FOOTER_CLASS).map(([part, name]) => [part, `.${name}`])) as Record<
    keyof typeof FOOTER_CLASS,
    string
  >;
  const marks = footerSocial
    .flatMap((social) => ('mark' in social ? [`${c.mark}[data-mark=${social.link}]{mask-image:url(${social.mark})}`] : []))
    .join('');
  const list = `display:grid;gap:${space[1]};margin:0;padding:0;list-style:none`;
  return `
${c.footer}{margin-top:auto;border-top:1px solid ${color.inkEdge};background:${color.ink};color:${color.onInkMuted};font-size:${text.sm}}
${c.footer}:not(:has(> ${c.bottom}:last-child)){visibility:hidden}
${c.footer} a{color:${color.onInkMuted};text-decoration:none}
${c.footer} a:hover{color:${color.onInk};text-decoration:underline}
${c.grid}{display:grid;gap:${space[8]};padding-block:${space[12]} ${space[8]};grid-template-columns:repeat(2,minmax(0,1fr))}
${c.about}{grid-column:1/-1;display:grid;gap:${space[4]};align-content:start}
${c.brand}{display:flex;align-items:center;gap:${space[2]};color:${color.onInk};font-size:${text.xl};font-weight:${weight.black};letter-spacing:${tracking.wider}}
${c.social}{display:flex;flex-wrap:wrap;gap:${space[2]};margin:0;padding:0;list-style:none}
${c.social} a{display:inline-flex;flex:none;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border-radius:${radius.md};background:${color.inkSoft}}
${c.mark}{width:20px;height:20px;background-color:currentColor;mask-position:center;mask-size:contain;mask-repeat:no-repeat}
${marks}
${c.status}{display:inline-flex;align-items:center;gap:${space[2]};color:${color.onInk}}
${c.status}::before{content:'';width:0.5rem;height:0.5rem;border-radius:50%;background:${color.live}}
${c.statusLink} a{display:inline-flex;align-items:center;min-height:2rem;color:${color.onInk}}
${c.columnTitle}{margin-bottom:${space[3]}}
${c.links}{${list}}
${c.links}[data-inline]{display:flex;flex-wrap:wrap;column-gap:${space[5]}}
${c.links} a{display:inline-flex;align-items:center;min-height:2rem}
${c.bottom}{display:flex;flex-wrap:wrap;justify-content:space-between;gap:${space[4]};padding-block:${space[6]};border-top:1px solid ${color.inkSoft}}
${mq.md}{${c.grid}{grid-template-columns:2fr repeat(3,minmax(0,1fr))}${c.about}{grid-column:auto}}
${mq.forcedColors}{${c.mark}{forced-color-adjust:none;background-color:${systemColor.linkText}}}
${mq.print}{${c.footer}{display:none}}
`.replace(/\n\s*/g, '');
}
