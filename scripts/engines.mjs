// Debian's Firefox ESR and WebKitGTK (WebKitWebDriver driving MiniBrowser under Xvfb), for
// tests and scripts alike: the engines beside Chromium (scripts/chromium.mjs). Test tools never
// download a browser or a driver of their own.
import { existsSync } from 'node:fs';

/**
 * @param {Array<string | undefined>} candidates
 * @returns {string | undefined}
 */
const firstExisting = (candidates) => candidates.find((path) => Boolean(path && existsSync(path)));

/** Debian's multiarch folder, where libwebkit2gtk-4.1-0 puts MiniBrowser. */
const MULTIARCH = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[process.arch] ?? `${process.arch}-linux-gnu`;

/**
 * Debian's Firefox ESR (`firefox-esr`), or the one FIREFOX_PATH names; undefined when there is none.
 * @returns {string | undefined}
 */
export function firefoxPath() {
  return firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']);
}

/** WebKitGTK's three programs, each with the Debian package that installs it. */
const webkitParts = () => [
  { part: 'driver', package: 'webkit2gtk-driver', path: firstExisting([process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver']) },
  // The driver's package depends on this one, which installs MiniBrowser.
  {
    part: 'browser',
    package: 'libwebkit2gtk-4.1-0',
    path: firstExisting([process.env.MINIBROWSER_PATH, `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`]),
  },
  { part: 'xvfb', package: 'xvfb', path: firstExisting([process.env.XVFB_PATH, '/usr/bin/Xvfb']) },
];

/**
 * WebKitGTK's WebDriver, the MiniBrowser it drives and Xvfb to give MiniBrowser a screen: all
 * three, or undefined. WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH and XVFB_PATH override them.
 * @returns {{ driver: string, browser: string, xvfb: string } | undefined}
 */
export function webkitPaths() {
  const parts = webkitParts();
  return parts.every((part) => part.path) ? Object.fromEntries(parts.map((part) => [part.part, part.path])) : undefined;
}

/**
 * The Debian packages WebKit's tests lack (empty when none).
 * @returns {string[]}
 */
export function missingWebkitPackages() {
  return webkitParts()
    .filter((part) => !part.path)
    .map((part) => part.package);
}
