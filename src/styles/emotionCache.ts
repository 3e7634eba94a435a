import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of every class name Emotion generates: `css-<hash>`. */
const KEY = 'css';

/**
 * No vendor prefixing: every browser the site supports reads the standard properties, and the
 * few that still need a prefix (`-webkit-backdrop-filter`, `-webkit-text-size-adjust`) say so
 * where they are used. One array, so Emotion's server cache of serialised rules, keyed by it,
 * is shared by every render.
 */
const STYLIS_PLUGINS: [] = [];

/** The id of the document's own <style>: the rules of its page that not every page shares (src/app/Document.tsx). */
export const STYLESHEET_ID = 'site-styles';

/** The id of the document's <link> to the stylesheet every page shares: the global rules and the layout's. */
export const SHARED_STYLESHEET_ID = 'site-shared-styles';

/** The build's stylesheets for the server (dist/server/): each page's own rules and the shared file's address. */
export const STYLESHEETS_FILE = 'stylesheets.json';

/**
 * A cache for one server render. With `extract`, rules are collected in `cache.inserted`
 * instead of being written as <style> elements next to each component: the build gathers
 * them into the stylesheets documents carry in <head>, so documents hold no inline style that
 * the Content-Security-Policy would have to allow one by one. Without it (the development
 * server), each component's rules stream with it, as Emotion does by default.
 */
export function createServerStyleCache({ extract }: { extract: boolean }): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: STYLIS_PLUGINS });
  if (extract) cache.compat = true;
  return cache;
}

/** The rules an extracting cache collected, by class name, in the order the render first needed them. */
export function collectedRules(cache: EmotionCache): [name: string, rules: string][] {
  return Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** Class-name hashes in a stylesheet's text: `.css-1a2b3c` → `1a2b3c`. */
export function styleNamesIn(stylesheet: string): string[] {
  return [...stylesheet.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1]!);
}

/** A loaded stylesheet's rules as text (the shared stylesheet, which the browser fetched and parsed). */
export function cssTextOf(sheet: CSSStyleSheet | null | undefined): string {
  return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('') : '';
}

/**
 * The browser's cache. Every rule the document's stylesheets already hold is marked as
 * inserted, so hydration inserts nothing it already has; rules of states the server never
 * renders (the rare ones no page's stylesheet gathers) and of the pages a visitor moves on to
 * are inserted when first needed, through `insertRule` into a script-created, empty <style>
 * that the CSP allows by the empty string's hash.
 */
export function createBrowserStyleCache(stylesheets: readonly string[]): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: STYLIS_PLUGINS });
  for (const name of stylesheets.flatMap(styleNamesIn)) cache.inserted[name] = true;
  return cache;
}
