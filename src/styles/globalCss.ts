import { color, font, mq, text } from './theme';

/**
 * The document-wide rules: box model, typography defaults, focus ring, reduced motion. Plain
 * CSS rather than an Emotion <Global>: they never change, so they head the stylesheet the build
 * extracts (and the development server inlines) instead of being inserted again by every
 * browser that hydrates.
 */
export const globalCss = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:5rem}
body{margin:0;min-height:100vh;background:${color.bg};color:${color.text};font-family:${font.body};font-size:${text.base};line-height:1.6;-webkit-font-smoothing:antialiased;overflow-wrap:break-word}
h1,h2,h3,h4,p,ul,ol,dl,dd,figure,blockquote{margin:0}
h1,h2,h3,h4{line-height:1.2;letter-spacing:-0.01em}
img,svg{display:block;max-width:100%}
img{height:auto}
a{color:${color.primary}}
button,input,select,textarea{font:inherit;color:inherit}
:focus-visible{outline:3px solid ${color.focus};outline-offset:2px}
[tabindex='-1']:focus{outline:none}
${mq.reducedMotion}{*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}
`
  .trim()
  .replace(/\n/g, '');
