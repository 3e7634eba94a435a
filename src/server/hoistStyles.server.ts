/**
 * Gathers the `<style data-emotion>` elements Emotion streamed next to each component into
 * `<head>`, in document order, for a render that is kept and reused. The browser then meets
 * every rule before the body instead of recomputing styles at each of dozens of small sheets
 * while it parses. Hydration is unaffected: Emotion moves these elements into <head> before
 * hydrating anyway, and reads the ids it needs from their `data-emotion` attributes.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]+)" nonce="([^"]*)">([^<]*)<\/style>/g;

export function hoistEmotionStyles(html: string): string {
  const bodyStart = html.indexOf('<body');
  const headEnd = html.indexOf('</head>');
  if (bodyStart === -1 || headEnd === -1 || headEnd > bodyStart) return html;
  const head = html.slice(0, headEnd);
  const styles: string[] = [];
  const body = html.slice(headEnd).replace(EMOTION_STYLE, (element) => {
    styles.push(element);
    return '';
  });
  return `${head}${styles.join('')}${body}`;
}
