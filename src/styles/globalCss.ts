import { darkPalette, lightPalette, printPalette, type Palette } from './palettes';
import { locales } from '../i18n/locales';
import {
  color,
  customProperty,
  focusRingCss,
  font,
  joinedScriptType,
  leading,
  mq,
  text,
  tokenGroups,
  tracking,
  typeDeclarations,
} from './theme';
import { THEME_ATTRIBUTE } from './themeChoice';
import { footerCss } from './footerCss';
import { headerCss } from './headerCss';
import { languageMenuCss } from './languageMenuCss';
import { layoutCss } from './layoutCss';
import { themeControlCss } from './themeControlCss';

/** One palette as custom-property declarations: `--color-bg:…;--color-surface:…;`. */
function declarations(palette: Palette): string {
  const values: Record<string, Record<string, string>> = { ...palette };
  return Object.entries(tokenGroups)
    .flatMap(([group, tokens]) => tokens.map((token) => `${customProperty(group, token)}:${values[group]![token]};`))
    .join('');
}

const dark = `${declarations(darkPalette)}color-scheme:dark`;

/**
 * The palettes, each written once in TypeScript and laid out here as rules on <html>:
 * - light by default;
 * - dark when the system prefers it, unless the visitor chose Light;
 * - dark when the visitor chose Dark, whatever the system;
 * - paper when printing, whatever the screen showed.
 * `color-scheme` goes with each, so form controls, scrollbars and the canvas match. Pure CSS:
 * the system's scheme applies from the first paint with or without JavaScript; a stored choice
 * is the attribute the inline theme script sets before that paint (src/themeScript.ts).
 */
const paletteCss = [
  `:root{${declarations(lightPalette)}color-scheme:light}`,
  `@media (prefers-color-scheme:dark){:root:not([${THEME_ATTRIBUTE}=light]){${dark}}}`,
  `:root[${THEME_ATTRIBUTE}=dark]{${dark}}`,
  `${mq.print}{:root:root{${declarations(printPalette)}color-scheme:light}}`,
].join('');

/** Latin type setting on every page; the joined-script setting where the page's language needs it. */
const joinedLanguages = locales.filter((locale) => locale.script !== 'Latn').map((locale) => `:lang(${locale.lang})`);
const typeCss =
  `:root{${typeDeclarations()}}` +
  (joinedLanguages.length ? `:root:is(${joinedLanguages.join(',')}){${typeDeclarations(joinedScriptType)}}` : '');

/**
 * What runs along the line turns with it in a right-to-left document: icons that point onwards
 * (lucide names each icon's SVG by a class) and gradients drawn along the line (`inlineAngle`).
 * A bar that fills from the inline start grows from `--inline-start` (a transform origin has no
 * logical keyword). Layout itself needs nothing here: every rule is written in logical properties (inline start and
 * end), which a test holds the stylesheet to.
 */
const DIRECTIONAL_ICONS = ['arrow-right', 'arrow-up-right', 'chevron-left', 'chevron-right', 'send'];
const directionCss =
  `${DIRECTIONAL_ICONS.map((name) => `[dir=rtl] .lucide-${name}`).join(',')}{transform:scaleX(-1)}` +
  `:root{--inline-angle:90deg;--inline-start:left}[dir=rtl]{--inline-angle:270deg;--inline-start:right}`;

/**
 * How a lucide icon is drawn (src/components/ui/spriteIcon.tsx): its outer <svg> carries lucide's
 * stroke, fill and line caps here rather than as a dozen attributes on every icon, and its symbol in
 * the sprite inherits them. At no specificity, as lucide's attributes were, so any rule of a
 * component still wins; an icon drawn thicker says so by its own `stroke-width`.
 */
const iconCss =
  ':where(.lucide){fill:none;stroke:currentColor;stroke-linecap:round;stroke-linejoin:round}' +
  ':where(.lucide:not([stroke-width])){stroke-width:2}';

/**
 * The document-wide rules: box model, typography defaults, focus ring, reduced motion, the
 * printed page. Plain CSS rather than an Emotion <Global>: they never change, so they head the
 * stylesheet the build extracts (and the development server inlines) instead of being inserted
 * again by every browser that hydrates.
 *
 * Reduced motion: an animation ends at once (0.01 ms, so that its end still comes) and no
 * transition runs (0 s starts none; 0.01 ms would start one for every property that changes on
 * every element, `transition-property` being `all` unless set: thousands at a theme switch).
 *
 * Printing: outbound links are followed by their address, since paper cannot be clicked.
 */
export const globalCss =
  paletteCss +
  typeCss +
  `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;background:${color.bg};color:${color.text};font-family:${font.body};font-size:${text.base};line-height:${leading.body};-webkit-font-smoothing:antialiased;overflow-wrap:break-word}
h1,h2,h3,h4,p,ul,ol,dl,dd,figure,blockquote{margin:0}
h1,h2,h3,h4{line-height:${leading.heading};letter-spacing:${tracking.snug};text-wrap:balance}
p,li,dd,blockquote,figcaption{text-wrap:pretty}
img,svg{display:block;max-width:100%}
img{height:auto}
a{color:${color.primary}}
button,input,select,textarea{font:inherit;color:inherit}
:root :focus-visible{${focusRingCss()}}
[tabindex='-1']:focus{outline:none;box-shadow:none}
${mq.reducedMotion}{*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0s!important;scroll-behavior:auto!important}}
@keyframes enter{from{transform:translateY(1.5rem) scale(0.97)}}
@keyframes rise{from{transform:translateY(1rem)}}
@keyframes fill{from{transform:scaleX(0)}}
@keyframes dock{from{transform:translateY(calc(100% + 2rem))}}
@page{margin:18mm 16mm}
${mq.print}{body{font-size:11pt;line-height:1.5}main a[href^="http"]::after{content:" (" attr(href) ")";overflow-wrap:anywhere}}
`
    .trim()
    .replace(/\n/g, '') +
  directionCss +
  iconCss +
  layoutCss() +
  headerCss() +
  footerCss() +
  themeControlCss() +
  languageMenuCss();
