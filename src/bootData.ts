import type { ShellWords } from './content/schema';
import type { SiteConfig } from './content/site';

/**
 * What the server hands the browser with a document, in a non-executable JSON block
 * (`<script type="application/json">`): the site configuration and the shell's words hydration
 * must render with, and the files that hydrate the route. Data, not code, so the inline scripts every page runs
 * (the theme script and the hydration loader) stay the same on every page, allowed by their hashes.
 */
export interface BootData {
  config: SiteConfig;
  /** Entry module(s) the browser boots from. */
  modules: readonly string[];
  /** The route's other chunks, requested at the same time as the entry. */
  preloads: readonly string[];
  /** The chunk of each bundle of words the page reads (`es/community` → URL), among the preloads. */
  words: Readonly<Record<string, string>>;
  /** The words around every page in the document's language: data the first render needs anyway. */
  shell: ShellWords;
}

export const BOOT_DATA_ID = 'boot-data';

/** JSON that is safe inside a <script> element, whatever the values: nothing can close it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
