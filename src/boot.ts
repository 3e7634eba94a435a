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

/** An inline script body that defines the boot data; safe inside <script> whatever the values. */
export function bootScript(data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.${BOOT_GLOBAL}=${json}`;
}
