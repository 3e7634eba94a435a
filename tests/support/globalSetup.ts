import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium';
import { javaPath } from './java';

/**
 * Browser tests need the production build and Debian's Chromium, the HTML validity test a Java
 * runtime for the Nu Html Checker; say loudly what is missing.
 */
export default function setup() {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(`${distDir}/server/entry-server.js`)) {
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` (npm test does this first).`);
  }
  if (!chromiumPath()) {
    const message =
      'Chromium was not found (/usr/bin/chromium or CHROME_PATH): browser tests cannot run. ' +
      'Install it with `apt-get install -y chromium`.';
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(`\n${'!'.repeat(80)}\n${message}\nBrowser tests are SKIPPED in this run.\n${'!'.repeat(80)}\n`);
  }
  if (!javaPath()) {
    const message =
      'Java was not found on PATH: the Nu Html Checker (tests/http/html-validity.test.ts) cannot run. ' +
      'Install it with `apt-get install -y default-jre-headless`.';
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(`\n${'!'.repeat(80)}\n${message}\nThe HTML validity test is SKIPPED in this run.\n${'!'.repeat(80)}\n`);
  }
}
