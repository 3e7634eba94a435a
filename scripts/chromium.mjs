// Debian's Chromium and the flags every headless run uses, for scripts (lighthouse, screenshots,
// icons) and tests alike. Test tools never download a browser of their own.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, or the one CHROME_PATH names; undefined when there is none.
 * @returns {string | undefined}
 */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => Boolean(path && existsSync(path)));
}

/** Headless, no sandbox (containers run as root), and nothing that phones home. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

/**
 * The path, or a clear error for scripts that cannot do without a browser.
 * @returns {string}
 */
export function requireChromium() {
  const path = chromiumPath();
  if (!path) throw new Error('Chromium not found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  return path;
}
