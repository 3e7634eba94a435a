/** Escapes text the way React writes it into HTML, to look for it in server output. */
export function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The visible text of an HTML fragment: no styles, tags or React's text separators; entities decoded. */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
      .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      // JavaScript's \s takes in the no-break spaces (French writes one before a colon).
      .replace(/\s+/g, ' ')
  );
}

/** The text of a document's main heading, as a screen reader reads it: its tags (a line per sentence) left out, entities decoded. */
export function mainHeadingOf(html: string): string | undefined {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return heading === undefined ? undefined : visibleText(heading.replace(/<[^>]+>/g, '')).trim();
}
