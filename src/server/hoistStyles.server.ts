/**
 * Gathers the `<style data-emotion>` elements Emotion streamed next to each component into
 * `<head>`, in document order, for a render that is kept and reused, and joins consecutive
 * elements of the `css` cache into one. The browser then meets every rule before the body, in
 * a handful of sheets instead of dozens, rather than recomputing styles at each small sheet
 * while it parses.
 *
 * Hydration is unaffected: a joined element lists every style id it holds
 * (`data-emotion="css a b c"`, the format of Emotion's own server extraction), and Emotion
 * reads those ids to know what is already inserted. `<Global>` styles (`css-global <name>`)
 * are looked up one by one by that exact attribute, so they stay separate, and joining only
 * neighbours keeps the order of every rule.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]+)" nonce="([^"]*)">([^<]*)<\/style>/g;

interface EmotionStyle {
  key: string;
  ids: string[];
  nonce: string;
  css: string;
}

function joinNeighbours(styles: readonly EmotionStyle[]): EmotionStyle[] {
  const joined: EmotionStyle[] = [];
  for (const style of styles) {
    const last = joined.at(-1);
    if (last && style.key === 'css' && last.key === 'css' && last.nonce === style.nonce) {
      last.ids.push(...style.ids);
      last.css += style.css;
    } else {
      joined.push({ ...style, ids: [...style.ids] });
    }
  }
  return joined;
}

export function hoistEmotionStyles(html: string): string {
  const bodyStart = html.indexOf('<body');
  const headEnd = html.indexOf('</head>');
  if (bodyStart === -1 || headEnd === -1 || headEnd > bodyStart) return html;
  const head = html.slice(0, headEnd);
  const styles: EmotionStyle[] = [];
  const body = html.slice(headEnd).replace(EMOTION_STYLE, (_element, attribute: string, nonce: string, css: string) => {
    const [key = '', ...ids] = attribute.split(' ');
    styles.push({ key, ids, nonce, css });
    return '';
  });
  const elements = joinNeighbours(styles).map(
    ({ key, ids, nonce, css }) => `<style data-emotion="${[key, ...ids].join(' ')}" nonce="${nonce}">${css}</style>`,
  );
  return `${head}${elements.join('')}${body}`;
}
