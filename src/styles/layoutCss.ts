import { LAYOUT_CLASS } from './frameClasses';
import { color, mq, radius, space, weight } from './theme';
import { visuallyHidden } from './visuallyHidden';

/**
 * The frame around every page (src/components/layout/Layout.tsx, the route announcer of
 * src/app/RouteFocus.tsx, the brand mark of src/components/layout/BrandMark.tsx), as plain CSS in
 * the document's stylesheet, like the header's and the footer's: the frame is in every route's
 * first load, and fixed rules cost no JavaScript this way (Emotion would ship each component's CSS
 * text and its styled() runtime in the entry to hash them at hydration). Its class names:
 * src/styles/frameClasses.ts.
 *
 * The skip link is fixed, so that wherever the page is scrolled, focus arriving on it (Shift+Tab
 * back to the top) finds it on screen. The brand mark takes its colours from the stylesheet: an
 * SVG presentation attribute cannot reliably take var().
 *
 * A function, so that the browser bundle, which imports only the class names, drops it.
 */
export function layoutCss(): string {
  const c = Object.fromEntries(Object.entries(LAYOUT_CLASS).map(([part, name]) => [part, `.${name}`])) as Record<
    keyof typeof LAYOUT_CLASS,
    string
  >;
  return `
${c.page}{display:flex;flex-direction:column;min-height:100vh}
${c.skipLink}{position:fixed;inset-inline-start:${space[4]};top:${space[2]};z-index:100;padding:${space[3]} ${space[4]};border-radius:${radius.md};background:${color.ink};color:${color.onInk};font-weight:${weight.semibold};transform:translateY(-200%)}
${c.skipLink}:focus{transform:none}
${c.main}{flex:1 0 auto}
${c.main}:focus{outline:none}
${c.announcer}{${visuallyHidden}}
${c.brandMark} rect{fill:${color.primaryFill}}
${c.brandMark} path{stroke:${color.onPrimary}}
${c.brandMark} circle{fill:${color.signal}}
${mq.print}{${c.skipLink}{display:none}}
`.replace(/\n\s*/g, '');
}
