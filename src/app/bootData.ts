import type { SiteConfig } from '../content/site';
import type { HydrationFiles } from './hydrationPlan';

/**
 * What the server hands the browser with a document, in a non-executable JSON block
 * (`<script type="application/json">`): data, not code, so the inline scripts every page runs
 * (the theme script and the hydration loader) stay the same on every page, allowed by their hashes.
 */
export interface BootData extends HydrationFiles {
  config: SiteConfig;
  /** The messages around every page in the document's language, compiled: data the first render needs anyway. */
  shell: unknown;
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
