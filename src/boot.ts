import type { FaultInjection } from './components/FaultInjection';
import type { SiteConfig } from './content/site';

/** What the server hands to the browser with the page, so hydration renders the same tree. */
export interface BootData {
  config: SiteConfig;
  fault?: FaultInjection;
}

export const BOOT_GLOBAL = '__SCAN_BOOT__';

declare global {
  interface Window {
    [BOOT_GLOBAL]?: BootData;
  }
}

/** JSON that is also safe to place inside an inline <script>, whatever the values. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An inline script statement that defines the boot data. */
export function bootScript(data: BootData): string {
  return `window.${BOOT_GLOBAL}=${scriptSafeJson(data)}`;
}
