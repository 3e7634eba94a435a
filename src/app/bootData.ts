import type { SiteConfig } from '../content/site';
import type { HydrationFiles } from './hydrationPlan';

/**
 * What the server hands the browser with a document, in a non-executable JSON block
 * (`<script type="application/json">`): data, not code, so the inline scripts every page runs
 * (the theme script and the hydration loader) stay the same on every page, allowed by their hashes.
 */
export interface BootData extends HydrationFiles {
  config: SiteConfig;
  /**
   * The messages around every page in the document's language, compiled: data the first render
   * needs anyway, as `bootShell` narrows them.
   */
  shell: unknown;
}

type CompiledShell = { pages: Record<string, { title: unknown }> };

/**
 * The shell's messages as one page's boot data carries them: every page's title (links and the
 * demo account's tabs name pages by it), but the description and heading only of the pages the
 * document describes (its own, and the one whose social card it shows). The rest is about other
 * pages, which a browser renders only after bringing the whole shell's module with their code
 * (src/app/pages.tsx).
 */
export function bootShell(shell: unknown, described: readonly string[]): unknown {
  const { pages, ...rest } = shell as CompiledShell;
  const narrowed = Object.fromEntries(
    Object.entries(pages).map(([page, meta]) => [page, described.includes(page) ? meta : { title: meta.title }]),
  );
  return { ...rest, pages: narrowed };
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
