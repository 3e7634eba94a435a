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

/** The id of the document's stylesheet element (src/Document.tsx). */
export const STYLESHEET_ID = 'site-styles';

/**
 * A cache for one server render. With `extract`, rules are collected in `cache.inserted`
 * instead of being written as <style> elements next to each component: the build gathers
 * them into the one stylesheet every document carries in <head>, so documents hold no inline
 * style that the Content-Security-Policy would have to allow one by one. Without it (the
 * development server), each component's rules stream with it, as Emotion does by default.
 */
export function createServerStyleCache({ extract }: { extract: boolean }): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: STYLIS_PLUGINS });
  if (extract) cache.compat = true;
  return cache;
}

/** The rules an extracting cache collected, in the order the render first needed them. */
export function collectedRules(cache: EmotionCache): string {
  return Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
}

/** Class-name hashes in a stylesheet's text: `.css-1a2b3c` → `1a2b3c`. */
export function styleNamesIn(stylesheet: string): string[] {
  return [...stylesheet.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1]!);
}

/**
 * The browser's cache. Every rule the document's stylesheet already holds is marked as
 * inserted, so hydration inserts nothing it already has; rules of states the server never
 * renders (an open edit form, an empty search) are inserted when first needed, through
 * `insertRule` into a script-created, empty <style> that the CSP allows by the empty
 * string's hash.
 */
export function createBrowserStyleCache(stylesheet: string): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: STYLIS_PLUGINS });
  for (const name of styleNamesIn(stylesheet)) cache.inserted[name] = true;
  return cache;
}
